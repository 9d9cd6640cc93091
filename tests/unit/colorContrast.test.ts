import { blend, contrastRatio, parseColor } from '../../src/utils/colorContrast';

describe('colour contrast helpers', () => {
  it('parses the colour forms of the code themes and refuses others', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#1F2328')).toEqual([31, 35, 40]);
    expect(parseColor('rgb(0, 0, 128)')).toEqual([0, 0, 128]);
    expect(() => parseColor('hsl(0 0% 0%)')).toThrow(/not a colour/);
  });
  it('computes WCAG ratios and translucent layers', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    expect(blend([0, 0, 0], 0.5, [255, 255, 255])).toEqual([128, 128, 128]);
  });
});
