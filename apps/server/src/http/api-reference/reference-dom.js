/* global document */
/** Building the page: elements from data, never from markup. */

/** Creates an element with attributes and children (strings become text nodes). */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== false) element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
}

/** A `<details>` whose content is built the first time it opens: the page stays light however big the API. */
export function lazyDetails(summary, build) {
  const details = h('details', {}, h('summary', {}, summary));
  details.addEventListener('toggle', () => {
    if (details.open && details.childElementCount === 1) details.append(...[build()].flat().filter(Boolean));
  });
  return details;
}

/** Text with `code` spans, as the descriptions write them. */
export function prose(text, tag = 'p') {
  const parts = String(text).split('`');
  return h(tag, {}, ...parts.map((part, index) => (index % 2 === 1 ? h('code', {}, part) : part)));
}
