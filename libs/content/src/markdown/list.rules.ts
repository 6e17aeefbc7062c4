import type TurndownService from 'turndown';

/**
 * List items whose continuation lines are indented by exactly the marker width ("- " = 2,
 * "10. " = 4): CommonMark needs that for nested lists under ordered items to stay nested.
 */
export function addListRules(service: TurndownService): void {
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node, options) => {
      const prefix = listMarker(node as Element, options.bulletListMarker ?? '-');
      const body = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n(?=.)/g, '\n' + ' '.repeat(prefix.length));
      const trailing = node.nextSibling && !body.endsWith('\n') ? '\n' : '';
      return prefix + body + trailing;
    },
  });
}

function listMarker(li: Element, bullet: string): string {
  const parent = li.parentElement;
  if (!parent || parent.localName !== 'ol') return `${bullet} `;
  const start = Number.parseInt(parent.getAttribute('start') ?? '1', 10);
  const items = Array.from(parent.children).filter((c) => c.localName === 'li');
  return `${(Number.isFinite(start) ? start : 1) + items.indexOf(li)}. `;
}
