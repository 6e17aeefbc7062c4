import { MenuProfileSchema } from '@wsa/contracts';
import { readMenuFromText } from './menu.reader';

const names = (menu: ReturnType<typeof readMenuFromText>) => menu.sections.map((s) => [s.name, s.items.map((i) => [i.name, i.price?.amount])]);
const URL_ = 'https://lucia.example/menu.pdf';

test('a PDF menu text layer: capitalised section lines, dot leaders, descriptions under items, currency for bare prices', () => {
  const text = [
    '# Trattoria Lucia', '', 'STARTERS', '', 'Burrata ........ EUR 9.50', 'heritage tomatoes, basil oil (v)', '',
    'Arancini ........ 7.00', '', 'PIZZA', '', 'Margherita 11.00', 'tomato, mozzarella, basil', '', 'Diavola 13.50', 'spicy salami, chilli',
  ].join('\n');
  const menu = readMenuFromText(text, URL_);
  expect(MenuProfileSchema.strict().parse(menu)).toBeTruthy();
  expect(menu).toMatchObject({ isMenu: true, currency: 'EUR', merchant: { name: 'Trattoria Lucia' }, sourceUrl: URL_ });
  expect(names(menu)).toEqual([['STARTERS', [['Burrata', 9.5], ['Arancini', 7]]], ['PIZZA', [['Margherita', 11], ['Diavola', 13.5]]]]);
  expect(menu.sections[0]!.items[0]).toMatchObject({ description: 'heritage tomatoes, basil oil (v)', dietary: ['vegetarian'], sourceUrl: URL_ });
  expect(menu.sections[0]!.items[1]!.price).toMatchObject({ amount: 7, currency: 'EUR' });
  expect(menu.sections[1]!.items[1]!.dietary).toEqual(['spicy']);
});

test('lines joined into one paragraph are split after each price; markdown headings are sections', () => {
  const text = '## Drinks\n\nEspresso $3.00 Flat white $4.50 Hot chocolate $4.00\n\n## Cakes\n\nLemon tart $6.00';
  const menu = readMenuFromText(text, URL_, 'Cafe Lumen menu');
  expect(names(menu)).toEqual([['Drinks', [['Espresso', 3], ['Flat white', 4.5], ['Hot chocolate', 4]]], ['Cakes', [['Lemon tart', 6]]]]);
  expect(menu.merchant.name).toBe('Cafe Lumen menu');
});

test('a report with a few numbers is not a menu', () => {
  const text = '# Annual report\n\nRevenue grew in 2023 to 4.5 million, and costs fell.\n\nThe board met twelve times during the year.';
  expect(readMenuFromText(text, 'https://corp.example/report.pdf')).toMatchObject({ isMenu: false, sections: [] });
});
