/** One operation of the document as an article: method, path, summary, parameters, body, answers. */
import { h, lazyDetails, prose } from './reference-dom.js';
import { describeType, refName, resolve, schemaBlock } from './reference-schema.js';

function authentication(doc, operation) {
  const security = operation.security || doc.security || [];
  if (security.length === 0) return 'none (public)';
  const schemes = doc.components && doc.components.securitySchemes ? doc.components.securitySchemes : {};
  return security
    .flatMap((requirement) => Object.keys(requirement))
    .map((name) => {
      const scheme = schemes[name] || {};
      if (scheme.type === 'http' && scheme.scheme === 'bearer') return 'Bearer token (Authorization header)';
      if (scheme.type === 'apiKey') return `Shared secret in the ${scheme.name} ${scheme.in}`;
      return name;
    })
    .join('; ');
}

function parametersTable(doc, parameters) {
  if (!parameters || parameters.length === 0) return null;
  return h(
    'table',
    {},
    h('caption', {}, 'Parameters'),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Name', 'In', 'Type', 'Description'].map((label) => h('th', { scope: 'col' }, label)),
      ),
    ),
    h(
      'tbody',
      {},
      parameters
        .map((parameter) => resolve(doc, parameter))
        .map((parameter) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, h('code', {}, parameter.name), parameter.required ? ' (required)' : ''),
            h('td', {}, parameter.in),
            h('td', {}, describeType(parameter.schema)),
            h('td', {}, parameter.description ? prose(parameter.description, 'span') : ''),
          ),
        ),
    ),
  );
}

function requestBody(doc, body) {
  const resolved = resolve(doc, body);
  if (!resolved) return null;
  return h(
    'section',
    { class: 'request' },
    h('h4', {}, 'Request body'),
    Object.entries(resolved.content || {}).map(([type, media]) =>
      lazyDetails(`Body (${type}): ${describeType(media.schema)}`, () => schemaBlock(doc, media.schema)),
    ),
  );
}

function responses(doc, all) {
  return h(
    'section',
    { class: 'responses' },
    h('h4', {}, 'Responses'),
    h(
      'dl',
      {},
      Object.entries(all || {}).flatMap(([status, response]) => {
        const resolved = resolve(doc, response) || {};
        const shared = response.$ref ? ` (${refName(response.$ref)})` : '';
        const content = Object.entries(resolved.content || {});
        return [
          h('dt', { class: `status status-${status[0]}xx` }, `${status}${shared}`),
          h(
            'dd',
            {},
            prose(resolved.description || ''),
            content.map(([type, media]) =>
              media.schema
                ? lazyDetails(`Body (${type}): ${describeType(media.schema)}`, () =>
                    schemaBlock(doc, media.schema),
                  )
                : h('p', {}, `Body: ${type}`),
            ),
          ),
        ];
      }),
    ),
  );
}

export function operationArticle(doc, { method, path, operation }) {
  const id = `op-${operation.operationId || `${method}-${path}`}`;
  return h(
    'article',
    { id, class: 'operation', tabindex: '-1', 'data-search': searchText(method, path, operation) },
    h(
      'h3',
      {},
      h('span', { class: `method method-${method}` }, method.toUpperCase()),
      ' ',
      h('code', { class: 'path' }, path),
    ),
    h('p', { class: 'summary' }, operation.summary || ''),
    operation.description ? prose(operation.description) : null,
    h(
      'p',
      { class: 'meta' },
      h('span', {}, 'Operation id: ', h('code', {}, operation.operationId || '–')),
      h('span', {}, `Authentication: ${authentication(doc, operation)}`),
    ),
    parametersTable(doc, operation.parameters),
    requestBody(doc, operation.requestBody),
    responses(doc, operation.responses),
  );
}

export const searchText = (method, path, operation) =>
  [method, path, operation.summary, operation.operationId, ...(operation.tags || [])].join(' ').toLowerCase();
