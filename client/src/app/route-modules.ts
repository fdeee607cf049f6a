import type { ComponentType } from 'react';

/**
 * The route folders (client/src/routes/<Screen>/): each holds its screen, `<Screen>.tsx`, and, for a page the gateway
 * renders, its data loader, `data.ts`. Found by name, so that a page is added by adding its folder (and its module in
 * contract/src/pages); route-modules.test.ts checks that every route of the contract has its folder.
 */
const screenFiles = import.meta.glob<{ default: ComponentType }>('../routes/*/*.tsx');

/** The screen's own file of each folder, by folder name: each is its own chunk, loaded on first visit. */
export const SCREEN_IMPORTS: ReadonlyMap<string, () => Promise<{ default: ComponentType }>> = new Map(
  Object.entries(screenFiles).flatMap(([file, load]) => {
    const [, folder, name] = /^\.\.\/routes\/([^/]+)\/([^/]+)\.tsx$/.exec(file) ?? [];
    return folder && folder === name ? [[folder, load] as const] : [];
  }),
);
