// No feature imports another feature; screens are composed in app/ (decision 0004).
// Resolves each relative import against the importing file and compares feature folders.
import path from 'node:path';

const FEATURE = /(?:^|\/)apps\/(web|server)\/src\/features\/([^/]+)\//;

function featureOf(file) {
  const match = FEATURE.exec(file.split(path.sep).join('/'));
  return match ? `${match[1]}:${match[2]}` : null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one feature folder into another.' },
    messages: {
      crossFeature: 'Feature "{{from}}" must not import from feature "{{to}}"; compose them in app/ instead.',
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source) + '/');
      if (to && to !== from) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
