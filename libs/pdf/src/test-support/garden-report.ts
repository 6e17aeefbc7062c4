// Test-only: the 3-page text document shared by the integration tests, with its expected text.
import { buildTextPdf, Element } from './sample-documents';

export const GARDEN_PAGES: Element[][] = [
  [
    { kind: 'heading', text: 'Annual Garden Report' },
    {
      kind: 'paragraph',
      lines: [
        'Tomatoes grew remarkably well this year thanks to the',
        'warm spring and careful watering of every bed in the gar-',
        'den, which the volunteers maintained.',
      ],
    },
    { kind: 'bullet', text: 'Basil and parsley' },
    { kind: 'bullet', text: 'Carrots and onions' },
    { kind: 'paragraph', lines: ['A second paragraph closes the first page.'] },
  ],
  [
    { kind: 'heading', text: 'Budget' },
    { kind: 'paragraph', lines: ['Spending stayed within the approved limits.'] },
  ],
  [
    { kind: 'heading', text: 'Volunteers' },
    { kind: 'paragraph', lines: ['Twelve volunteers joined the project in spring.'] },
  ],
];

export const GARDEN_PARAGRAPH =
  'Tomatoes grew remarkably well this year thanks to the warm spring and careful watering of every bed in the garden, which the volunteers maintained.';

export function buildGardenReport(): Buffer {
  return buildTextPdf(GARDEN_PAGES, { title: 'Garden Report 2024', author: 'Jane Doe', subject: 'Gardening', creator: 'Test Writer', producer: 'pdf-writer' });
}
