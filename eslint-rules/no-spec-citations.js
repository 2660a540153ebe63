// A comment must state its rule itself: readers of this repository do not have the product specification or the
// team's house-style notes, so a pointer such as "spec 00N section N" or the notes' file names tells them nothing.

/** Citations of documents that are not in the repository. */
export const CITATION_PATTERNS = [
  // "spec 00N", "Spec 00N's", "spec00N"
  /\bspec(?:ification)?s?\s*(?:doc(?:ument)?\s*)?0\d\d\b/i,
  // "spec section N", "the spec's section N", "spec § N"
  /\bspec(?:ification)?(?:'s|’s)?\s*,?\s+(?:sections?|§|s\.)\s*\d/i,
  // the team's notes and the spec's folder and files
  /\b(?:STYLE|STACK|DESIGN)\.md\b/,
  /\bshared\/spec\b/,
  /\bspec\/0\d\d/i,
  /\b00\d_[0-9a-f]{16}\.txt\b/,
];

/**
 * Pointers into the issue tracker ("(issue N)", "see issue #N", with a number): code states what it is, not which piece of
 * work brought it. Only code is held to this; docs keep "(issue N)" in their history headings.
 */
export const CODE_ONLY_PATTERNS = [/\b(?:issue|ticket|task)s?\s*#?\d+\b/i];

/** The first citation in `text` (line breaks and comment markers count as spaces), or null. */
export function findCitation(text, patterns = [...CITATION_PATTERNS, ...CODE_ONLY_PATTERNS]) {
  const flat = text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ');
  for (const pattern of patterns) {
    const match = pattern.exec(flat);
    if (match) return match[0];
  }
  return null;
}

const TEST_CALLS = new Set(['describe', 'it', 'test', 'suite']);

/** The string parts of an expression built from literals (concatenations, templates, conditionals). */
function stringParts(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis;
    case 'BinaryExpression':
    case 'LogicalExpression':
      return [...stringParts(node.left), ...stringParts(node.right)];
    case 'ConditionalExpression':
      return [...stringParts(node.consequent), ...stringParts(node.alternate)];
    default:
      return [];
  }
}

function textOf(part) {
  return part.type === 'TemplateElement' ? (part.value.cooked ?? part.value.raw) : part.value;
}

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return calleeName(callee.object);
  if (callee.type === 'CallExpression') return calleeName(callee.callee);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noSpecCitations = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        "Forbid citing the product spec ('spec 00N section N'), the team's style, stack and design notes, or the " +
        "issue tracker ('(issue N)') in comments, GraphQL descriptions and test titles: state the rule itself.",
    },
    schema: [],
    messages: {
      citation:
        "'{{citation}}' cites a document readers of this repository do not have. State the rule itself in a few " +
        'words of your own (docs/ describes the product in our words).',
      issue:
        "'{{citation}}' points into the issue tracker. Say what the code is or the rule it keeps; which piece of " +
        'work brought it belongs in the commit message.',
    },
  },
  create(context) {
    const messageFor = (citation) => (findCitation(citation, CODE_ONLY_PATTERNS) ? 'issue' : 'citation');
    const report = (node, text) => {
      const citation = findCitation(text);
      if (citation) context.report({ node, messageId: messageFor(citation), data: { citation } });
    };
    const reportJoined = (node, parts) => report(node, parts.map(textOf).join(''));
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const citation = findCitation(comment.value);
          if (citation)
            context.report({ loc: comment.loc, messageId: messageFor(citation), data: { citation } });
        }
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (key !== 'description' || node.computed) return;
        const parts = stringParts(node.value);
        if (parts.length > 0) reportJoined(node.value, parts);
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name || !TEST_CALLS.has(name)) return;
        const parts = stringParts(node.arguments[0]);
        if (parts.length > 0) reportJoined(node.arguments[0], parts);
      },
    };
  },
};

export default { meta: { name: 'lexbridge' }, rules: { 'no-spec-citations': noSpecCitations } };
