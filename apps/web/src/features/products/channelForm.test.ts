import { describe, expect, it } from 'vitest';
import { channelBody, channelFormValues, EMPTY_CHANNEL_FORM } from './channelForm';

describe("the product form's sales channel fields", () => {
  it('send nothing for a product added without them, so the spec’s body is unchanged', () => {
    expect(channelBody(EMPTY_CHANNEL_FORM, EMPTY_CHANNEL_FORM, ['S', 'M'])).toEqual({});
  });

  it('send only what an edit changed: a cleared brand as null, the GTINs of the sizes the product has', () => {
    const loaded = channelFormValues({ brand: 'Maison Verte', mpn: 'WRAP-01', condition: 'new', gtins: { S: '4006381333931' } });
    const edited = {
      ...loaded,
      brand: '  ',
      gtins: { ...loaded.gtins, M: ' 4006381333948 ', XL: '96385074' },
    };
    expect(channelBody(edited, loaded, ['S', 'M'])).toEqual({
      brand: null,
      gtins: { S: '4006381333931', M: '4006381333948' },
    });
    expect(channelBody(loaded, loaded, ['S'])).toEqual({});
  });
});
