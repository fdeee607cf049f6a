import path from 'node:path';
// import-x's module graph: each module's imports, type-only ones included (flagged, not dropped).
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

/**
 * `local/no-cycle`: no import circle, type-only imports included (decision 022). import-x's own `no-cycle` skips every
 * `import type` edge and has no option to count it; a circle of types still ties two modules together, so this walks
 * the same graph (the same resolver settings, the same parsed-module cache) and counts every edge, dynamic `import()`
 * included. `ignoreExternal`: modules under node_modules are not followed.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only imports included.' },
    schema: [
      {
        type: 'object',
        properties: { ignoreExternal: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import circulaire : {{route}} importe ce fichier en retour. Placez ce que les deux partagent dans un module feuille.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (file === '<text>') return {};
    const ignoreExternal = context.options[0]?.ignoreExternal ?? false;
    const followed = (modulePath) => !(ignoreExternal && modulePath.split(path.sep).includes('node_modules'));

    /** The modules from `start` back to this file, or null when none leads back. */
    const wayBack = (start) => {
      const seen = new Set([start.path]);
      const queue = [{ module: start, route: [start.path] }];
      while (queue.length > 0) {
        const { module, route } = queue.shift();
        for (const [next, { resolve }] of module.getImports()) {
          if (next === file) return route;
          if (seen.has(next) || !followed(next)) continue;
          seen.add(next);
          const info = resolve();
          if (info) queue.push({ module: info, route: [...route, next] });
        }
      }
      return null;
    };

    return moduleVisitor((source, importer) => {
      const imported = ModuleInfo.get(source.value, context);
      if (!imported || imported.path === file || !followed(imported.path)) return;
      const route = wayBack(imported);
      if (!route) return;
      const shown = route.map((p) => path.relative(path.dirname(file), p)).join(' → ');
      context.report({ node: importer, messageId: 'cycle', data: { route: shown } });
    }, {});
  },
};
