/** How the reference shows a JSON Schema: a one-line type, and the fields as a folding list. */
import { h, lazyDetails, prose } from './reference-dom.js';

const MAX_DEPTH = 8;

export const refName = (ref) => ref.split('/').pop();

export function resolve(doc, item) {
  if (!item || !item.$ref) return item;
  const path = item.$ref.replace(/^#\//, '').split('/');
  return path.reduce((node, key) => (node ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : node), doc);
}

/** One line saying what a schema accepts: its type, format, values and bounds. */
export function describeType(schema) {
  if (!schema || typeof schema !== 'object') return 'any';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  const union = schema.anyOf || schema.oneOf;
  if (union) return union.map(describeType).join(' or ');
  let type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type || 'any';
  if (schema.type === 'array' && schema.prefixItems) {
    type = `[${schema.prefixItems.map(describeType).join(', ')}]`;
  } else if (schema.type === 'array') {
    type = `array of ${describeType(schema.items)}`;
  }
  const notes = [];
  if (schema.format) notes.push(schema.format);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) notes.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.minItems !== undefined && schema.type === 'array' && !schema.prefixItems) {
    notes.push(`at least ${schema.minItems} items`);
  }
  if (schema.maxItems !== undefined && !schema.prefixItems) notes.push(`at most ${schema.maxItems} items`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes.length ? `${type} (${notes.join(', ')})` : type;
}

/** The object whose fields a schema lists: itself, its array items, or its one object branch. */
export function fieldsOf(doc, schema) {
  const target = resolve(doc, schema);
  if (!target || typeof target !== 'object') return null;
  if (target.properties) return target;
  if (target.type === 'array' && target.items) return fieldsOf(doc, target.items);
  const branches = (target.anyOf || target.oneOf || [])
    .map((branch) => fieldsOf(doc, branch))
    .filter(Boolean);
  return branches.length === 1 ? branches[0] : null;
}

const hasFields = (doc, schema) => fieldsOf(doc, schema) !== null;

/** A schema as a nested list of its fields; deeper objects fold away. */
export function schemaTree(doc, schema, depth = 0) {
  const fields = fieldsOf(doc, schema);
  if (!fields || depth > MAX_DEPTH) return null;
  const required = new Set(fields.required || []);
  return h(
    'ul',
    { class: 'fields' },
    Object.entries(fields.properties).map(([name, property]) => {
      const line = [
        h('code', { class: 'field-name' }, name),
        required.has(name) ? h('span', { class: 'required' }, ' required') : null,
        h('span', { class: 'field-type' }, ` ${describeType(property)}`),
      ];
      const description = () => (property.description ? prose(property.description, 'div') : null);
      if (!hasFields(doc, property) || depth >= MAX_DEPTH) return h('li', {}, line, description());
      return h(
        'li',
        {},
        lazyDetails(line, () => [description(), schemaTree(doc, property, depth + 1)]),
      );
    }),
  );
}

export function schemaBlock(doc, schema) {
  const tree = schemaTree(doc, schema);
  return h(
    'div',
    { class: 'schema' },
    h('p', { class: 'schema-type' }, describeType(schema)),
    schema && schema.description ? prose(schema.description) : null,
    tree,
  );
}
