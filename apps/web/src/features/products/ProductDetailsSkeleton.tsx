// The product page's shape while it loads: the trail, the 4:5 picture and the lines beside it.
import { LoadingPlaceholder, PLACEHOLDER_BLOCK } from '../../components/LoadingPlaceholder';

export function ProductDetailsSkeleton() {
  return (
    <>
      <div aria-hidden="true" className={`mb-8 h-5 w-48 ${PLACEHOLDER_BLOCK}`} />
      <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
        <LoadingPlaceholder>
          <div className="aspect-[4/5] rounded-card bg-cream" />
        </LoadingPlaceholder>
        <div aria-hidden="true" className="flex flex-col gap-5 md:py-6">
          <div className={`h-4 w-24 ${PLACEHOLDER_BLOCK}`} />
          <div className={`h-10 w-3/4 lg:h-14 ${PLACEHOLDER_BLOCK}`} />
          <div className={`h-5 w-28 ${PLACEHOLDER_BLOCK}`} />
          <div className={`h-8 w-24 ${PLACEHOLDER_BLOCK}`} />
          <div className={`h-24 ${PLACEHOLDER_BLOCK}`} />
        </div>
      </div>
    </>
  );
}
