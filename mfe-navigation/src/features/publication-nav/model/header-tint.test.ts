import { headerTint } from './header-tint.ts';

describe('headerTint', () => {
  it("draws the publication's #rrggbb colour", () => {
    expect(headerTint('#1A8917')).toBe('#1a8917');
    expect(headerTint(' #2b6cb0 ')).toBe('#2b6cb0');
  });

  it('draws no strip without a colour or for anything that is not #rrggbb', () => {
    expect(headerTint(null)).toBeNull();
    expect(headerTint(undefined)).toBeNull();
    expect(headerTint('')).toBeNull();
    expect(headerTint('red')).toBeNull();
    expect(headerTint('#fff')).toBeNull();
    expect(headerTint('#123456; background: url(x)')).toBeNull();
  });
});
