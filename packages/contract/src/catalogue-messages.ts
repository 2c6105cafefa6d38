import { COUNTRIES } from './constants.js';

/**
 * The texts of the public catalogue pages and the app shell, word for word from the spec (traveller-side.md §5, §8).
 * Apart from MESSAGES (forms, portals, admin) so that a catalogue page's first view carries only these (issue 15).
 */
export const CATALOGUE_MESSAGES = {
  featuredFailed: 'Failed to load experiences.',
  homeExperiencesFailed: 'Failed to load experiences',
  invalidData: 'Received invalid data from the server',
  agentsBlockFailed: 'Failed to load travel agents',
  agentsBlockEmpty: 'No travel agents found',
  agentsPageFailed: 'Failed to load agents',
  invalidResponseFormat: 'Invalid response format',
  searchFailed: 'Unable to load experiences. Please try again later.',
  experienceFailed: 'Failed to load experience details',
  experienceNotFound: 'Experience not found',
  agentUnavailableAlert: 'Sorry, agent information is not available at the moment.',
  agentUnavailableButton: 'Agent Unavailable',
  agentFailed: 'Failed to load agent details',
  agentNotFound: 'Agent not found',
  destinationFailed: 'Failed to load destination information',
  destinationNoExperiences: (country: string) => `No experiences found for ${country} yet.`,
  destinationNoAgents: (country: string) => `No local agents available for ${country} yet.`,
  toursFailed: 'We are unable to load tours right now. Please try again later.',
  toursEmpty: 'No tours found',
  shareFailed: "Sorry, we couldn't create a shareable link right now. Please try again later.",
  sharedNotFound: 'This shared travel plan could not be found or may have expired.',
  sharedLoadFailed: 'Unable to load this shared travel plan. Please try again later.',
  sharedSuccessFalse: 'Share not found',
  sharedInvalidLink: 'Invalid share link',
  sharedTitleNotFound: 'Travel Plan Not Found',
  routerFallback: 'Unexpected Application Error!',
  chunkFailed: 'Loading chunk failed',
  copied: 'Copied!',
  shareTooLarge: 'Your travel plan is too extensive to share as one link. You can still share individual experiences from their pages.',
} as const;

/**
 * Ours, not the spec's: a place outside the five countries, named where the traveller named it (the search's empty
 * state, the trip assistant's reply). 'Seychelles is outside the countries our local agents cover: Tanzania, Kenya,
 * Uganda, Rwanda and Madagascar.'
 */
export const outsideRegionMessage = (place: string) =>
  `${place} is outside the countries our local agents cover: ${COUNTRIES.slice(0, -1).map((c) => c.name).join(', ')} and ${COUNTRIES.at(-1)!.name}.`;
