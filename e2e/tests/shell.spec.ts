import { expect, isPhone, test } from '../support/fixtures';

const COUNTRIES = ['Tanzania', 'Kenya', 'Uganda', 'Rwanda', 'Madagascar'];

test.describe('header on desktop', () => {
  test.skip(({ page }) => isPhone(page), 'desktop navigation');

  test('links go where the spec says', async ({ page }) => {
    await page.goto('/imprint');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Our Agents' })).toHaveAttribute('href', '/agents');
    await expect(nav.getByRole('link', { name: 'Experiences' })).toHaveAttribute('href', '/searchresultpage');
    await expect(nav.getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/tours');
    await expect(nav.getByRole('link', { name: 'Plan Your Trip' })).toHaveAttribute('href', '/onboarding');
    await page.getByRole('banner').getByRole('link', { name: 'Safari Marketplace home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('dropdowns open on click, close on a click outside and on Escape', async ({ page }) => {
    await page.goto('/imprint');
    const button = page.getByRole('button', { name: 'Destinations' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    for (const [i, name] of COUNTRIES.entries()) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', `/destination/${COUNTRIES[i]!.toLowerCase()}`);
    }
    await expect(menu.getByRole('link', { name: 'View all destinations' })).toHaveAttribute('href', '/searchresultpage');

    await page.mouse.click(640, 600); // outside the header
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('dropdowns open on hover and close when the pointer leaves', async ({ page }) => {
    await page.goto('/imprint');
    const about = page.getByRole('button', { name: 'About Us' });
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await about.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    await expect(menu.getByRole('link', { name: 'Agent Signup' })).toHaveAttribute('href', '/signup');
    await expect(menu.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    await expect(menu.getByRole('link', { name: 'Our Values' })).toHaveAttribute('href', '/values');
    await page.mouse.move(200, 500);
    await expect(about).toHaveAttribute('aria-expanded', 'false');

    // Hover, then click on the same menu keeps it open; following a link closes it.
    await about.hover();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('header on phones', () => {
  test.skip(({ page }) => !isPhone(page), 'phone navigation');

  test('full-screen menu: expandable sections, scroll lock, closes on navigate and on its close button', async ({ page }) => {
    await page.goto('/imprint');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((el) => getComputedStyle(el).zIndex)).toBe('9999');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await expect(menu.getByRole('link', { name: 'Kenya' })).toBeHidden();
    await menu.getByRole('button', { name: 'Destinations' }).click();
    await expect(menu.getByRole('button', { name: 'Destinations' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Kenya' }).click();
    await expect(page).toHaveURL(/\/destination\/kenya$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'About Us' }).click();
    await expect(menu.getByRole('link', { name: 'Agent Signup' })).toHaveAttribute('href', '/signup');
    await expect(menu.getByRole('link', { name: 'Plan Your Trip' })).toHaveAttribute('href', '/onboarding');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test('the footer has the legal links and the 2025 copyright', async ({ page }) => {
  await page.goto('/imprint');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Cookie Policy', '/cookie-policy'],
    ['Privacy Policy', '/privacy-policy'],
    ['Imprint', '/imprint'],
    ['About Us', '/about-us'],
    ['Agent Signup', '/signup'],
  ]) {
    await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(footer).toContainText('© 2025');
  await expect(footer.getByRole('link', { name: 'Madagascar' })).toHaveAttribute('href', '/destination/madagascar');
});

test('the fixed header pads the body, looks scrolled once the page moves, and navigation scrolls to the top', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const headerHeight = await header.evaluate((el) => Math.round(el.getBoundingClientRect().height));
  expect(await page.evaluate(() => document.body.style.paddingTop)).toBe(`${headerHeight}px`);

  await page.mouse.wheel(0, 1500);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(/\/imprint$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('a broken logo image shows the placeholder mark', async ({ page }) => {
  await page.route('**/logo.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/imprint');
  await expect(page.getByRole('banner').getByTestId('logo-placeholder')).toBeVisible();
});

test('a page the browser draws keeps the painted header bar until the page replaces it, with no empty frame', async ({ page }) => {
  // Records whether #root is ever empty once the server's boot markup is in it, and the router's warnings.
  await page.addInitScript(() => {
    const seen = { emptied: false, warnings: [] as string[] };
    Object.assign(window, { __drawn: seen });
    const warn = console.warn.bind(console);
    console.warn = (...args: unknown[]) => {
      seen.warnings.push(args.map(String).join(' '));
      warn(...args);
    };
    const watch = (root: HTMLElement) =>
      new MutationObserver(() => {
        if (root.childNodes.length === 0) seen.emptied = true;
      }).observe(root, { childList: true });
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root) return;
      observer.disconnect();
      watch(root);
    }).observe(document, { childList: true, subtree: true });
  });
  // The wizard is drawn in the browser (personal pages are not server-rendered); its first step has data to wait for.
  await page.goto('/onboarding');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Safari Marketplace home' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.appReady)).toBe('true');
  const drawn = await page.evaluate(() => (window as unknown as { __drawn: { emptied: boolean; warnings: string[] } }).__drawn);
  expect(drawn.emptied, '#root was empty between the boot markup and the page').toBe(false);
  expect(drawn.warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
});

test.describe('router fallback', () => {
  test.use({ allowedConsoleErrors: [/dynamically imported module|Loading chunk|ERR_FAILED|Unexpected Application Error/i] });

  test('a page whose code cannot load shows the router fallback', async ({ page }) => {
    await page.goto('/imprint');
    await page.route(/\/assets\/tours-page-[\w-]+\.js$/, (route) => route.abort());
    const nav = isPhone(page) ? page.getByRole('contentinfo') : page.getByRole('navigation', { name: 'Main' });
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Tours' }).click();
    } else {
      await nav.getByRole('link', { name: 'Tours' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('Loading chunk failed')).toBeVisible();
  });
});

test('an unknown address shows the not-found page with its own title and ways back', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found · /);
  // Reached inside the app, it does not keep the previous page's title either.
  await page.goto('/searchresultpage');
  await expect(page).toHaveTitle(/^Experiences · /);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/another/missing/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found · /);
  await page.getByRole('link', { name: 'Browse experiences' }).click();
  await expect(page).toHaveURL(/\/searchresultpage$/);
});
