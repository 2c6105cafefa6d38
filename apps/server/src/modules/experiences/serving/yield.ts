import { setImmediate } from 'node:timers/promises';

/** Lets the requests waiting on the event loop run before a long computation goes on (a catalogue index build). */
export const yieldToRequests = (): Promise<void> => setImmediate();
