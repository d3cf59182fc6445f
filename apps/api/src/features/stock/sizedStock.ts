// A sized product's stock is the sum of its sizes' stock: the product's own `stock` is kept equal to it.
export function stockOfSizes(sizes: readonly { stock: number }[]): number {
  return sizes.reduce((sum, size) => sum + size.stock, 0);
}
