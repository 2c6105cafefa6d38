/**
 * The page's entry script, kept tiny (decision 019): it imports the app (main.tsx) once a page the server drew has
 * been painted, and at once on a page the browser draws, whose HTML preloads the app (vite.config.ts).
 */
import { afterFirstPaint } from './app/ssr/after-first-paint';
import { SSR_PAYLOAD_ID } from './app/ssr/payload';
import './styles.css';

const serverRendered = document.getElementById(SSR_PAYLOAD_ID) !== null;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(() => import('./main'));
