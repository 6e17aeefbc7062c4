import { allowedPredecessors, canTransition } from './job-state';

describe('job state machine', () => {
  it('allows the normal path', () => {
    expect(canTransition('queued', 'running')).toBe(true);
    expect(canTransition('running', 'completed')).toBe(true);
    expect(canTransition('running', 'failed')).toBe(true);
  });
  it('never leaves a final state', () => {
    for (const to of ['queued', 'running', 'completed', 'failed', 'cancelled'] as const) {
      expect(canTransition('completed', to)).toBe(false);
      expect(canTransition('failed', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
  });
  it('lists predecessors', () => {
    expect(allowedPredecessors('running').sort()).toEqual(['queued']);
    expect(allowedPredecessors('cancelled').sort()).toEqual(['queued', 'running']);
  });
});
