import { stepCommand } from './prompt-agent';

describe('stepCommand', () => {
  it('quotes every argument, so model text is never shell syntax', () => {
    expect(stepCommand({ action: 'click', target: '@e3', thought: '' })).toBe("browser click '@e3'");
    expect(stepCommand({ action: 'fill', target: 'input[name=q]', text: "it's $(rm -rf /)", thought: '' })).toBe("browser fill 'input[name=q]' 'it'\\''s $(rm -rf /)'");
    expect(stepCommand({ action: 'press', text: 'Enter', thought: '' })).toBe("browser press 'Enter'");
  });
});
