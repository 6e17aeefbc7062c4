import { statementFor } from './sql';

const tag = (strings: TemplateStringsArray, ..._values: unknown[]) => strings;

describe('statementFor', () => {
  it('numbers the parameters in order and names each call site once', () => {
    const site = (a: unknown, b: unknown) => tag`SELECT * FROM t WHERE a = ${a} AND b = ${b}::uuid`;
    const first = statementFor(site(1, 'x'));
    expect(first.text).toBe('SELECT * FROM t WHERE a = $1 AND b = $2::uuid');
    // same call site, other values: the same prepared statement
    expect(statementFor(site(2, 'y'))).toBe(first);
    // another call site with the same text is another template object: its own name
    expect(statementFor(tag`SELECT * FROM t WHERE a = ${1} AND b = ${2}::uuid`).name).not.toBe(first.name);
  });

  it('leaves a template without parameters as it is', () => {
    expect(statementFor(tag`SELECT 1`).text).toBe('SELECT 1');
  });
});
