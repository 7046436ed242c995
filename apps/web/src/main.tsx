import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { Toaster } from './components/Toaster';
import './print.css';
import { PRERENDERED_ATTRIBUTE } from './prerendered';
import { createAppRouter } from './router';

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// `/` arrives with the page already painted (prerendered at build, inert until now). React's first render replaces
// it: that render waits for the route's code, so it puts the same page in its place instead of an empty main.
const prerendered = root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`) !== null;
const routeLoaded = prerendered ? router.load().catch(() => undefined) : Promise.resolve();
void routeLoaded.then(() => {
  createRoot(root).render(
    <AppRoot router={router}>
      <Toaster />
    </AppRoot>,
  );
});
