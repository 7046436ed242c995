import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage';

/** The main page: plain-language entry with inline search, situation guidance and topic information. */
export const Route = createFileRoute('/')({
  component: HomePage,
});
