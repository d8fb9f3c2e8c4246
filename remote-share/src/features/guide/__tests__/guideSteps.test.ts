import { GUIDE_STEPS, TIPS_FROM_STEP, guideProgress } from '../guideSteps';

describe('guide steps', () => {
  it('speak US English, as the rest of the app does', () => {
    expect(JSON.stringify(GUIDE_STEPS)).not.toMatch(/catalogue|colour|analys(e|ed|ing)\b/i);
  });

  it('are the six steps of spec §2, in order', () => {
    expect(GUIDE_STEPS.map((step) => step.title)).toEqual([
      'Capture',
      'AI analysis',
      'Copy listing',
      'Open marketplace',
      'Switch apps',
      'Paste and publish',
    ]);
  });

  it.each([
    [0, 17],
    [1, 33],
    [2, 50],
    [3, 67],
    [4, 83],
    [5, 100],
  ])('step %i shows %i%% progress', (step, percent) => {
    expect(guideProgress(step)).toBe(percent);
  });

  it('have Facebook and eBay tips from the third step ("Step 3 of 6") on, and none before', () => {
    expect(TIPS_FROM_STEP).toBe(2);
    GUIDE_STEPS.forEach((step, index) => {
      if (index < TIPS_FROM_STEP) expect(step.tips).toBeUndefined();
      else expect(Object.keys(step.tips ?? {}).sort()).toEqual(['ebay', 'facebook']);
    });
  });
});
