/* global document, window */
/**
 * The browsable API reference: reads the OpenAPI document the server publishes (`/api/docs`) and lays it out
 * by tag. Served from our origin and run as a file, never inline, so the strict CSP stays as it is. Every
 * text goes in through `textContent`: nothing of the document is ever parsed as markup.
 */

import { h, prose } from './reference-dom.js';
import { operationArticle, searchText } from './reference-operations.js';
import { schemaBlock } from './reference-schema.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations grouped by their first tag, in the document's tag order, then any tag it does not list. */
function groupByTag(doc) {
  const groups = new Map((doc.tags || []).map((tag) => [tag.name, { tag, operations: [] }]));
  for (const [path, item] of Object.entries(doc.paths || {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = (operation.tags && operation.tags[0]) || 'other';
      if (!groups.has(name)) groups.set(name, { tag: { name }, operations: [] });
      groups.get(name).operations.push({ method, path, operation });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

function render(doc) {
  const info = doc.info || {};
  document.getElementById('title').textContent = `${info.title || 'API'} ${info.version || ''} reference`;
  document.title = `${info.title || 'API'} reference`;
  document.getElementById('intro').replaceWith(prose(info.description || '', 'p'));

  const groups = groupByTag(doc);
  const toc = document.getElementById('toc');
  const main = document.getElementById('operations');
  toc.replaceChildren(
    ...groups.map(({ tag, operations }) =>
      h(
        'div',
        { class: 'toc-group', 'data-tag': tag.name },
        h('h2', {}, tag.name),
        h(
          'ul',
          {},
          operations.map(({ method, path, operation }) =>
            h(
              'li',
              { 'data-search': searchText(method, path, operation) },
              h(
                'a',
                { href: `#op-${operation.operationId || `${method}-${path}`}` },
                h('span', { class: `method method-${method}` }, method.toUpperCase()),
                ' ',
                operation.summary || path,
              ),
            ),
          ),
        ),
      ),
    ),
  );
  main.replaceChildren(
    ...groups.map(({ tag, operations }) =>
      h(
        'section',
        { class: 'tag', 'aria-labelledby': `tag-${tag.name}` },
        h('h2', { id: `tag-${tag.name}` }, tag.name),
        tag.description ? prose(tag.description) : null,
        operations.map((entry) => operationArticle(doc, entry)),
      ),
    ),
    errorSchemaSection(doc),
  );
  document.getElementById('match-count').textContent = `${countOperations(groups)} operations`;
  focusHash();
}

const countOperations = (groups) => groups.reduce((sum, group) => sum + group.operations.length, 0);

function errorSchemaSection(doc) {
  const schemas = (doc.components && doc.components.schemas) || {};
  if (!schemas.Error) return null;
  return h(
    'section',
    { class: 'tag', 'aria-labelledby': 'schema-error' },
    h('h2', { id: 'schema-error' }, 'The error body'),
    schemaBlock(doc, schemas.Error),
  );
}

/** Shows the operations whose method, path, summary, id or tag hold every word typed. */
function applyFilter(text) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (element) => words.every((word) => element.dataset.search.includes(word));
  let shown = 0;
  for (const element of document.querySelectorAll('article.operation')) {
    element.hidden = !matches(element);
    if (!element.hidden) shown += 1;
  }
  for (const item of document.querySelectorAll('#toc li')) item.hidden = !matches(item);
  for (const group of document.querySelectorAll('.toc-group, section.tag')) {
    const items = group.querySelectorAll('li[data-search], article.operation');
    if (items.length > 0) group.hidden = [...items].every((item) => item.hidden);
  }
  document.getElementById('match-count').textContent = `${shown} operations`;
}

/** A followed link moves focus to its operation, so keyboard and screen-reader users land there. */
function focusHash() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.focus();
}

async function start() {
  const status = document.getElementById('status');
  try {
    const response = await fetch('/api/docs', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api/docs answered ${response.status}`);
    render(await response.json());
  } catch (error) {
    status.setAttribute('role', 'alert');
    status.textContent = `The API description could not be loaded: ${error.message}`;
    return;
  }
  document.getElementById('filter').addEventListener('input', (event) => applyFilter(event.target.value));
  window.addEventListener('hashchange', focusHash);
}

void start();
