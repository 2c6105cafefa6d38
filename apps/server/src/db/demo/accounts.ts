/**
 * The demo sign-in (an approved agent account on a featured Tanzanian agency) and a few applications
 * waiting for review, so the agent portal and the admin review screen have something to show.
 * The credentials are public on purpose: they are printed in the README for people trying the demo.
 */
import type * as s from '../schema.js';
import { BASE_TIME, HOUR } from './agents.js';

export const DEMO_AGENT_EMAIL = 'demo.agent@safari-marketplace.example';
export const DEMO_AGENT_PASSWORD = 'SafariDemo2026!';

type ApplicationRow = typeof s.agentApplications.$inferInsert;

export function approvedApplication(agentId: number, agencyName: string, address: string, phone: string, website: string): ApplicationRow {
  return {
    contactEmail: DEMO_AGENT_EMAIL,
    inquiryNumber: 'APP-2025-KH7Q',
    status: 'approved',
    companyName: agencyName,
    contactPersonName: 'Neema Mollel',
    contactPersonPosition: 'Founder and Managing Director',
    whatsappPhone: phone,
    website,
    address,
    location: 'Tanzania',
    hasLicense: true,
    differentiationAnswer:
      'We run both Kilimanjaro climbs and northern-circuit safaris with our own guides, so one team looks after guests from the summit to the Serengeti.',
    sustainabilityAnswer:
      'We pay porters above the KPAP minimum, carry all waste off the mountain and fund a guide-training scholarship for young people from Arusha.',
    instagramHandle: 'kilimanjarohorizons',
    willingToShareMedia: true,
    agentId,
    completedAt: new Date(BASE_TIME - 30 * 24 * HOUR),
    reviewedAt: new Date(BASE_TIME - 28 * 24 * HOUR),
    createdAt: new Date(BASE_TIME - 31 * 24 * HOUR),
    updatedAt: new Date(BASE_TIME - 28 * 24 * HOUR),
  };
}

/** Complete applications (answers of 50+ characters) in status 'pending'. */
export const PENDING_APPLICATIONS: ApplicationRow[] = [
  {
    contactEmail: 'hello@savanna-footprints.example',
    inquiryNumber: 'APP-2026-3F7K',
    status: 'pending',
    companyName: 'Savanna Footprints Safaris',
    contactPersonName: 'Halima Mrisho',
    contactPersonPosition: 'Operations Manager',
    whatsappPhone: '+255 762 441 903',
    website: 'https://www.savanna-footprints.example',
    address: 'Themi Hill Road 5, Arusha, Tanzania',
    location: 'Tanzania',
    hasLicense: true,
    differentiationAnswer:
      'We are a women-led team of six guides who specialise in walking safaris on the edge of Tarangire and slow, photography-focused game drives.',
    sustainabilityAnswer:
      'Our camp runs entirely on solar power, we buy our food from farms in Mto wa Mbu and we employ only guides from the surrounding villages.',
    instagramHandle: 'savannafootprints',
    willingToShareMedia: true,
    completedAt: new Date(BASE_TIME + 2000 * HOUR),
    createdAt: new Date(BASE_TIME + 1990 * HOUR),
    updatedAt: new Date(BASE_TIME + 2000 * HOUR),
  },
  {
    contactEmail: 'info@great-lakes-trails.example',
    inquiryNumber: 'APP-2026-9M2D',
    status: 'pending',
    companyName: 'Great Lakes Trails',
    contactPersonName: 'Innocent Byaruhanga',
    contactPersonPosition: 'Director',
    whatsappPhone: '+256 776 208 314',
    website: 'https://www.great-lakes-trails.example',
    address: 'Plot 8, Bwindi Road, Kisoro, Uganda',
    location: 'Uganda',
    hasLicense: true,
    differentiationAnswer:
      'We combine gorilla trekking in Bwindi and Mgahinga with multi-day hikes across the Virunga foothills, led by guides who grew up on the forest edge.',
    sustainabilityAnswer:
      'Ten percent of every trek goes to a Batwa-run school, and our lodges are small, community-owned bandas built from local materials.',
    instagramHandle: 'greatlakestrails',
    facebookHandle: 'greatlakestrails',
    willingToShareMedia: true,
    completedAt: new Date(BASE_TIME + 2050 * HOUR),
    createdAt: new Date(BASE_TIME + 2040 * HOUR),
    updatedAt: new Date(BASE_TIME + 2050 * HOUR),
  },
  {
    contactEmail: 'contact@vanilla-coast-madagascar.example',
    inquiryNumber: 'APP-2026-T4XB',
    status: 'pending',
    companyName: 'Vanilla Coast Madagascar',
    contactPersonName: 'Mialy Rabemananjara',
    contactPersonPosition: 'Co-founder',
    whatsappPhone: '+261 34 20 118 76',
    website: 'https://www.vanilla-coast.example',
    address: 'Rue du Port 12, Sambava, Madagascar',
    location: 'Madagascar',
    hasLicense: false,
    differentiationAnswer:
      'We are the only agency based on the vanilla coast, offering farm stays with vanilla growers and treks into Marojejy National Park.',
    sustainabilityAnswer:
      'We pay growers directly for every farm stay, hire local porters at fair rates and support a reforestation nursery near Andapa.',
    instagramHandle: 'vanillacoastmg',
    willingToShareMedia: false,
    completedAt: new Date(BASE_TIME + 2100 * HOUR),
    createdAt: new Date(BASE_TIME + 2095 * HOUR),
    updatedAt: new Date(BASE_TIME + 2100 * HOUR),
  },
];
