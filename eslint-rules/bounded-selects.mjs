// PostgREST answers at most max_rows (1,000) rows and cuts the rest without an error, so a list
// read without paging looks complete until a table outgrows it. Every `.from(table).select(...)`
// must therefore page on the server (range or limit), ask for one row (single, maybeSingle, a
// filter on the primary key), only count (`head: true`), or say in a comment starting with
// "Bounded:" why its rows cannot reach max_rows. (Rows a write returns, `.insert(...).select()`,
// are bounded by the write and are not this rule's business.)
const LIMITING = new Set(['range', 'limit', 'single', 'maybeSingle']);

const methodOf = (call) =>
  call?.type === 'CallExpression' && call.callee.type === 'MemberExpression' && !call.callee.computed
    ? call.callee.property.name
    : null;

// The options object, written in place or as a const declared in the file.
function optionsObject(node, scope) {
  if (node?.type !== 'Identifier') return node;
  for (let s = scope; s; s = s.upper) {
    const variable = s.set.get(node.name);
    if (variable) return variable.defs[0]?.node.init;
  }
  return null;
}

const isHeadOnly = (options) =>
  options?.type === 'ObjectExpression' &&
  options.properties.some(
    (p) => p.type === 'Property' && p.key.name === 'head' && p.value.type === 'Literal' && p.value.value === true,
  );

// A builder that leaves its expression (returned by a helper or kept in a variable) is finished
// elsewhere in the file.
const KEPT = new Set(['ReturnStatement', 'VariableDeclarator', 'AssignmentExpression', 'ArrowFunctionExpression']);

export const boundedSelects = {
  rules: {
    'bounded-selects': {
      meta: {
        type: 'problem',
        messages: {
          unbounded:
            "'{{table}}' is read without range(), limit() or a single row; PostgREST cuts lists at max_rows (1,000). Page it, or explain in a 'Bounded:' comment why it stays small.",
        },
        schema: [],
      },
      create(context) {
        const source = context.sourceCode;
        const explained = (node) => {
          // a 'Bounded:' comment anywhere in the statement or just above it
          let statement = node;
          while (statement.parent && !/Statement|Declaration$/.test(statement.type)) statement = statement.parent;
          const comments = [...source.getCommentsBefore(statement), ...source.getCommentsInside(statement)];
          return comments.some((c) => /^\s*Bounded:/.test(c.value));
        };
        return {
          CallExpression(node) {
            if (methodOf(node) !== 'select') return;
            const from = node.callee.object;
            if (methodOf(from) !== 'from' || from.arguments[0]?.type !== 'Literal') return;
            if (isHeadOnly(optionsObject(node.arguments[1], source.getScope(node)))) return;
            // the methods chained after select()
            const chained = [];
            let call = node;
            while (call.parent?.type === 'MemberExpression' && call.parent.parent?.type === 'CallExpression') {
              call = call.parent.parent;
              chained.push(call);
            }
            if (chained.map(methodOf).some((n) => LIMITING.has(n))) return;
            if (KEPT.has(call.parent?.type) && /\.(range|limit|single|maybeSingle)\(/.test(source.text)) return;
            const byId = chained.some(
              (c) => methodOf(c) === 'eq' && c.arguments[0]?.type === 'Literal' && c.arguments[0].value === 'id',
            );
            if (byId || explained(node)) return;
            context.report({ node: from, messageId: 'unbounded', data: { table: from.arguments[0].value } });
          },
        };
      },
    },
  },
};
