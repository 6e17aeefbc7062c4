import { runInNewContext } from 'node:vm';
import { wrapUserScript } from './execute-javascript';

const run = (script: string): Promise<unknown> => runInNewContext(wrapUserScript(script), { document: { title: 'T' } });

describe('wrapUserScript', () => {
  it('treats an expression as the return value, with or without a trailing semicolon', async () => {
    await expect(run('document.title')).resolves.toBe('T');
    await expect(run('document.title;')).resolves.toBe('T');
    await expect(run('1 + 2')).resolves.toBe(3);
  });
  it('treats statements as a function body with return and await', async () => {
    await expect(run('const a = 2; return a * 21')).resolves.toBe(42);
    await expect(run('const v = await Promise.resolve(5);\nreturn v')).resolves.toBe(5);
    await expect(run('let x = 1; x++')).resolves.toBeUndefined();
  });
  it('rejects scripts that are not JavaScript with the parser message', () => {
    expect(() => wrapUserScript('return (')).toThrow(/script is not valid JavaScript: /);
  });
});
