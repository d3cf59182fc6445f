// The contact page, a page of the shop's and the page refusing a visitor, on a French page: every text in French.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeShopPage, makeShopSettings } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderInFrench } from '../../test/render';
import ContactPage from './ContactPage';
import PageRoute from './PageRoute';
import UnauthorizedPage from './UnauthorizedPage';

describe('the message pages in French', () => {
  it('the contact page says how to reach the shop in French', async () => {
    mockApi({ 'GET /api/settings': { body: makeShopSettings() } });
    renderInFrench(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nous serions ravis de vous lire' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Horaires d’ouverture' })).toBeInTheDocument();
    expect(screen.getByText('Nous répondons sous un jour ouvré.')).toBeInTheDocument();
    expect(screen.getByText('Aux heures d’ouverture.')).toBeInTheDocument();
  });

  it('a page of the shop says when it was updated, in French', async () => {
    mockApi({ 'GET /api/pages/shipping': { body: makeShopPage({ updatedAt: '2026-03-02T09:00:00.000Z' }) } });
    renderInFrench(<PageRoute />, { route: '/pages/shipping', path: '/pages/:slug' });
    expect(await screen.findByText('Mis à jour le 2 mars 2026')).toBeInTheDocument();
  });

  it('a page that cannot be read says so in French', async () => {
    mockApi({ 'GET /api/pages/shipping': { status: 500, body: { message: 'Down' } } });
    renderInFrench(<PageRoute />, { route: '/pages/shipping', path: '/pages/:slug' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette page n’a pas pu être chargée.');
  });

  it('the page refusing a visitor says why and where to go, in French', () => {
    renderInFrench(<UnauthorizedPage />);
    expect(screen.getByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByText('Votre compte n’a pas accès à cette page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter avec un autre compte' })).toHaveAttribute('href', '/login');
    expect(document.title).toContain('Accès refusé');
  });
});
