// The footer's image grid: six pieces from the catalog, each opening its product page.
import { Link } from 'react-router';
import { srcSetOf } from '../components/ProductImage';
import { useGetProductsQuery } from '../features/products/api';

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
              src={product.image}
              srcSet={srcSetOf(product.image)}
              sizes="(min-width: 480px) 9rem, 30vw"
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
