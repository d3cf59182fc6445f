/** The 1-based positions of the first and last rows shown on `page` ("Showing X to Y of N"); 0 to 0 when there are none. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total) };
}
