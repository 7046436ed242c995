import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { Toaster } from './components/Toaster';
import { preloadDebatesTicker } from './features/ticker/lazy';
import './print.css';
import { PRERENDERED_ATTRIBUTE } from './prerendered';
import { createAppRouter } from './router';

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// `/` arrives with the page already painted (prerendered at build, inert until now). React's first render replaces
// it: that render waits for the route's code and the ticker's (both on the prerendered page), so it puts the same
// page in its place instead of an empty main, and the header does not move while the ticker's code arrives.
const prerendered = root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`) !== null;
const pageLoaded = prerendered
  ? Promise.all([router.load(), preloadDebatesTicker()]).catch(() => undefined)
  : Promise.resolve();
void pageLoaded.then(() => {
  createRoot(root).render(
    <AppRoot router={router}>
      <Toaster />
    </AppRoot>,
  );
});
