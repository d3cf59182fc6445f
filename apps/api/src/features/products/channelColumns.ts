// The product columns a body's sales channel fields (brand, GTINs, condition…) are written to.
import type { UpdateProductBody } from '@atelier/domain';

/** Absent fields stay undefined, so an insert takes the column's default and an update leaves it as it is. */
export function channelColumns(body: Omit<UpdateProductBody, 'version'>) {
  return {
    brand: body.brand,
    condition: body.condition,
    gender: body.gender,
    ageGroup: body.ageGroup,
    material: body.material,
    pattern: body.pattern,
    sizeSystem: body.sizeSystem,
    sizeType: body.sizeType,
    googleCategory: body.googleCategory,
    mpn: body.mpn,
    hideFromChannels: body.hideFromChannels,
    gtins: body.gtins,
  };
}
