import type { ComponentType, LazyExoticComponent } from 'react';

/** One tool of the category browser (a panel). */
export interface BrowseTool {
  /** URL value (`/?category=case-law&tool=high-court`): kebab-case, unique within its category. */
  id: string;
  /** Tab label, as the specification's category table names it (e.g. 'High Court'). */
  label: string;
  /** The panel, loaded on demand when its tab opens (its own chunk). */
  component: LazyExoticComponent<ComponentType>;
  /**
   * True only when the panel's data comes from a live connector (never for bundled snapshots): the banner's
   * "Live Data" claim is computed from this.
   */
  live: boolean;
  /**
   * Ids of sources whose live connector feeds the panel (`GET /api/sources`): the tool counts as live while one of
   * them succeeded within its period.
   */
  liveSources?: readonly string[];
}

/** One category card of the browser. */
export interface BrowseCategory {
  /** URL value, e.g. `case-law`. */
  id: string;
  /** Card title, as the specification names it (e.g. 'Case Law & Courts'). */
  title: string;
  /** One line under the title. */
  description: string;
  /** The tools that exist, in the specification's order; a tool appears here once it is built (never a placeholder). */
  tools: readonly BrowseTool[];
}
