// The footer's image grid: six pieces from the catalog, each opening its product page.
import { imageSrcSet, PRODUCT_IMAGE_SIZES } from '@atelier/domain';
import { Link } from 'react-router';
import { useGetProductsQuery } from '../../features/products/api';

const GALLERY_SIZE = 6;

export function FooterGallery() {
  const { data } = useGetProductsQuery({ limit: GALLERY_SIZE });
  const products = data?.products ?? [];
  return (
    <ul className="grid grid-cols-3 gap-2">
      {products.map((product) => (
        <li key={product._id}>
          <Link to={`/shop/${product._id}`} className="block overflow-hidden rounded-md">
            <img
              src={product.image || undefined}
              srcSet={imageSrcSet(product.image)}
              sizes={PRODUCT_IMAGE_SIZES.gallery}
              alt={product.name}
              width={160}
              height={200}
              loading="lazy"
              decoding="async"
              className="aspect-[4/5] h-auto w-full bg-sand object-cover transition-transform duration-300 hover:scale-105"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
