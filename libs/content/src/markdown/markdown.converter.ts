import TurndownService from 'turndown';
import { strikethrough, taskListItems } from 'turndown-plugin-gfm';
import { addCodeBlockRule } from './code-block.rule';
import { addLinkImageRules } from './link-image.rules';
import { addListRules } from './list.rules';
import { addTableRules } from './table.rules';
import { tidyMarkdown } from './markdown-post.util';

// One configured service per base64 setting: rules are built once, not per page.
const services = new Map<boolean, TurndownService>();

function getService(removeBase64Images: boolean): TurndownService {
  let service = services.get(removeBase64Images);
  if (!service) {
    service = new TurndownService({
      headingStyle: 'atx',
      hr: '---',
      bulletListMarker: '-',
      codeBlockStyle: 'fenced',
      emDelimiter: '*',
      strongDelimiter: '**',
    });
    service.use([strikethrough, taskListItems]);
    service.remove(['script', 'style', 'noscript', 'template', 'head', 'title']);
    addTableRules(service);
    addCodeBlockRule(service);
    addListRules(service);
    addLinkImageRules(service, removeBase64Images);
    services.set(removeBase64Images, service);
  }
  return service;
}

/** Converts a DOM subtree (URLs already absolute) to GitHub-flavoured markdown. */
export function elementToMarkdown(root: Element, removeBase64Images: boolean): string {
  const markdown = getService(removeBase64Images).turndown(root as unknown as TurndownService.Node);
  return tidyMarkdown(markdown);
}
