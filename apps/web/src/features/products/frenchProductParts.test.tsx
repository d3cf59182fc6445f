// The product's details, the zoomed pictures and the search field's suggestions on a French page: every text in French.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { listingOf, makeProduct } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderInFrench } from '../../test/render';
import { ProductDetails } from './ProductDetails';
import { SearchSuggestions } from './SearchSuggestions';
import { ZoomDialog } from './ZoomDialog';

function SearchField() {
  const [value, setValue] = useState('');
  return <SearchSuggestions id="q" value={value} onChange={setValue} className="" placeholder="" />;
}

describe('the product parts in French', () => {
  it('the details name the category and the colour in French', () => {
    renderInFrench(<ProductDetails product={makeProduct({ name: 'Palette argent', category: 'cosmetics', color: 'silver' })} />);
    expect(screen.getByRole('link', { name: 'Cosmétiques' })).toBeInTheDocument();
    const details = screen.getByText('Catégorie').closest('dl');
    expect(details).toHaveTextContent('CatégorieCosmétiquesCouleurArgenté');
  });

  it('the zoom names its picture and its buttons in French', () => {
    const pictures = [
      { url: '/images/a.webp', alt: 'Devant' },
      { url: '/images/b.webp', alt: 'Dos' },
    ];
    renderInFrench(<ZoomDialog open onClose={() => {}} pictures={pictures} shown={0} onMove={() => {}} name="Robe en lin" />);
    expect(screen.getByText('Photo 1 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer le zoom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo précédente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo suivante' })).toBeInTheDocument();
  });

  it('the search field counts its suggestions in French', async () => {
    mockApi({ 'GET /api/products': { body: listingOf([makeProduct({ name: 'Écharpe en soie' })]) } });
    const { user } = renderInFrench(<SearchField />);
    await user.type(screen.getByRole('combobox'), 'echarpe');
    expect(await screen.findByRole('option', { name: /Écharpe en soie/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 suggestion, choisissez avec les flèches du clavier');
  });
});
