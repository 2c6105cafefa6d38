import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { PAGE_PATHS, routes as links } from '@safari/contract';
import { routes } from './router';

/** Every declared path, joined with its parents' (index routes count as their parent's path). */
function declaredPaths(objects: RouteObject[], parent = ''): string[] {
  return objects.flatMap((r) => {
    const own = r.index ? parent || '/' : r.path ? (r.path.startsWith('/') ? r.path : `${parent}/${r.path}`) : parent;
    return [...(r.path || r.index ? [own] : []), ...(r.children ? declaredPaths(r.children, r.path ? own : parent) : [])];
  });
}

describe('router and the contract route table', () => {
  const declared = declaredPaths(routes).filter((p) => !p.endsWith('*'));

  it('declares every page of the route table, and nothing else', () => {
    expect([...declared].sort()).toEqual([...Object.values(PAGE_PATHS)].sort());
  });

  it('uses the table pattern itself for every path (no hand-written copies)', () => {
    const patterns: string[] = Object.values(PAGE_PATHS);
    const walk = (objects: RouteObject[]): void =>
      objects.forEach((r) => {
        if (r.path && r.path !== '*') expect(patterns).toContain(r.path);
        if (r.children) walk(r.children);
      });
    walk(routes);
  });

  it('resolves every built link to a page of its own pattern', () => {
    const samples: Array<[string, string]> = [
      [links.home, PAGE_PATHS.home],
      [links.experience(12), PAGE_PATHS.experience],
      [links.agency(3), PAGE_PATHS.agency],
      [links.destination('kenya'), PAGE_PATHS.destination],
      [links.recommendations('0b6f7d5e-2a3c-4e1f-9a8b-7c6d5e4f3a2b'), PAGE_PATHS.recommendations],
      [links.shared('abc_DEF-123'), PAGE_PATHS.shared],
      [links.agent.resetPasswordLink('tok'), PAGE_PATHS.agentResetPasswordToken],
      [links.agent.setupPasswordLink('tok', 'a@b.example').split('?')[0]!, PAGE_PATHS.agentSetupPassword],
      [links.agent.experienceEdit(7), PAGE_PATHS.agentExperienceEdit],
      [links.agent.proposal(9), PAGE_PATHS.agentProposal],
      [links.agent.proposalNew(4).split('?')[0]!, PAGE_PATHS.agentProposalNew],
      [links.agent.lead(4), PAGE_PATHS.agentLead],
      [links.agent.dashboard, PAGE_PATHS.agentDashboard],
      [links.preferences, PAGE_PATHS.preferences],
    ];
    for (const [link, pattern] of samples) {
      const matched = matchRoutes(routes, link);
      expect(matched?.at(-1)?.route.path, link).toBe(pattern === PAGE_PATHS.home ? undefined : pattern);
    }
  });
});
