// Every setting of the shop in one form, in sections, each refused field with the server's reason beside it; the
// announcement bar and the hero are previewed as they would show once saved.
import { SOCIAL_NETWORKS, type SocialNetwork } from '@atelier/domain';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../../components/Button';
import { controlClasses } from '../../components/FormField';
import { ImageUpload } from '../../components/ImageUpload';
import { TextField } from '../../components/TextField';
import { TranslatedFields } from '../../components/TranslatedFields';
import { AnnouncementBar } from './AnnouncementBar';
import { InvoiceFields } from './InvoiceFields';
import { ShopHero } from './ShopHero';
import { previewOf, type SettingsDraft } from './settingsDraft';
import { TaxFields } from './TaxFields';

type Draft = SettingsDraft;
type Shop = Draft['shop'];

interface SettingsFormProps {
  draft: Draft;
  onChange: (change: (draft: Draft) => Draft) => void;
  /** The server's reason for each refused field, by its path: `shop.name`, `shop.hours.0.days`. */
  errors: Record<string, string>;
  uploadImage: (dataUrl: string) => Promise<string>;
  onSubmit: () => void;
  busy: boolean;
  ref?: React.Ref<HTMLFormElement>;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
      <h2 className="text-2xl text-ink">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function Preview({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <figure aria-labelledby={labelId} className="sm:col-span-2">
      <figcaption id={labelId} className="mb-2 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        {label}
      </figcaption>
      <div className="overflow-hidden rounded-card border border-line bg-ivory">{children}</div>
    </figure>
  );
}

const WIDE = 'sm:col-span-2';
const ROW = 'grid gap-3 rounded-md border border-line bg-ivory p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end';

export function SettingsForm({ draft, onChange, errors, uploadImage, onSubmit, busy, ref }: SettingsFormProps) {
  const setShop = (fields: Partial<Shop>) => onChange((d) => ({ ...d, shop: { ...d.shop, ...fields } }));
  const setAddress = (fields: Partial<Shop['address']>) =>
    onChange((d) => ({ ...d, shop: { ...d.shop, address: { ...d.shop.address, ...fields } } }));
  const setHours = (hours: Shop['hours']) => setShop({ hours });
  const setSocial = (social: Shop['social']) => setShop({ social });
  const setAnnouncement = (fields: Partial<Draft['announcement']>) =>
    onChange((d) => ({ ...d, announcement: { ...d.announcement, ...fields } }));
  const setHero = (fields: Partial<Draft['hero']>) => onChange((d) => ({ ...d, hero: { ...d.hero, ...fields } }));
  const setTax = (fields: Partial<Draft['tax']>) => onChange((d) => ({ ...d, tax: { ...d.tax, ...fields } }));
  const { shop, announcement, hero } = draft;
  const translated = {
    translations: draft.translations,
    onChange: (translations: Draft['translations']) => onChange((d) => ({ ...d, translations })),
  };
  const preview = previewOf(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form ref={ref} onSubmit={submit} noValidate className="flex flex-col gap-8">
      <Section title="The shop" description="Its name heads every page, title and mail.">
        <TextField label="Name" value={shop.name} onChange={(name) => setShop({ name })} error={errors['shop.name']} />
        <TranslatedFields
          label="Tagline by language"
          className={WIDE}
          english={
            <TextField
              label="Tagline"
              hint="Under the logo in the footer. A delivery figure is best quoted by a placeholder, e.g. {{freeShippingFrom}}: the page editor lists them."
              value={shop.tagline}
              onChange={(tagline) => setShop({ tagline })}
              error={errors['shop.tagline']}
            />
          }
          fields={[{ field: 'tagline', label: 'Tagline', original: shop.tagline }]}
          {...translated}
        />
        <TextField
          label="Email"
          type="email"
          value={shop.email}
          onChange={(email) => setShop({ email })}
          error={errors['shop.email']}
        />
        <TextField
          label="Phone"
          type="tel"
          value={shop.phone}
          onChange={(phone) => setShop({ phone })}
          error={errors['shop.phone']}
        />
        <div className={WIDE}>
          <ImageUpload
            label="Logo"
            currentImage={shop.logo || undefined}
            upload={uploadImage}
            onChange={(logo) => setShop({ logo })}
          />
          {errors['shop.logo'] && <p className="mt-1.5 text-sm text-danger">{errors['shop.logo']}</p>}
          {shop.logo && (
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setShop({ logo: '' })}>
              Remove logo
            </Button>
          )}
        </div>
      </Section>

      <Section title="Address" description="Leave every line empty to show no address.">
        <TextField
          label="Address line 1"
          value={shop.address.line1}
          onChange={(line1) => setAddress({ line1 })}
          error={errors['shop.address.line1']}
        />
        <TextField
          label="Address line 2"
          value={shop.address.line2}
          onChange={(line2) => setAddress({ line2 })}
          error={errors['shop.address.line2']}
        />
        <TextField
          label="City"
          value={shop.address.city}
          onChange={(city) => setAddress({ city })}
          error={errors['shop.address.city']}
        />
        <TextField
          label="Postal code"
          value={shop.address.postalCode}
          onChange={(postalCode) => setAddress({ postalCode })}
          error={errors['shop.address.postalCode']}
        />
        <TextField
          label="Country"
          hint="Two letters, e.g. FR or GB"
          value={shop.address.country}
          onChange={(country) => setAddress({ country })}
          error={errors['shop.address.country'] ?? errors['shop.address']}
        />
      </Section>

      <Section
        title="Tax"
        description="The currency of every price, and whether the prices you enter hold their tax; delivery following the prices is taxed when they include it. The home country is the address's; each delivery zone has its rate (Shipping)."
      >
        <TaxFields tax={draft.tax} onChange={setTax} errors={errors} />
      </Section>

      <Section
        title="Invoices"
        description="Each paid order gets an invoice and each refund a credit note, numbered per year without a gap. They print these details as they are when the document is issued."
      >
        <InvoiceFields
          invoices={draft.invoices}
          onChange={(fields) => onChange((d) => ({ ...d, invoices: { ...d.invoices, ...fields } }))}
          errors={errors}
        />
      </Section>

      <Section
        title="Gift cards"
        description="A card's expiry is counted from the day it is issued; a change applies only to cards issued after it. An expired card's balance is written off in its history."
      >
        <TextField
          label="Gift cards expire after (years)"
          hint="Leave empty: gift cards never expire. Some countries forbid expiry; others ask for at least 5 years."
          inputMode="numeric"
          value={draft.giftCards.expiryYears}
          onChange={(expiryYears) => onChange((d) => ({ ...d, giftCards: { expiryYears } }))}
          error={errors.giftCardExpiryYears}
        />
      </Section>

      <Section title="Opening hours">
        <div className={`${WIDE} flex flex-col gap-3`}>
          {shop.hours.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity
            <div key={index} className={ROW}>
              <TextField
                label={`Days, line ${index + 1}`}
                value={line.days}
                onChange={(days) => setHours(shop.hours.map((row, at) => (at === index ? { ...row, days } : row)))}
                error={errors[`shop.hours.${index}.days`]}
              />
              <TextField
                label={`Time, line ${index + 1}`}
                value={line.time}
                onChange={(time) => setHours(shop.hours.map((row, at) => (at === index ? { ...row, time } : row)))}
                error={errors[`shop.hours.${index}.time`]}
              />
              <Button variant="danger" size="sm" onClick={() => setHours(shop.hours.filter((_, at) => at !== index))}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove line {index + 1}
              </Button>
            </div>
          ))}
          {errors['shop.hours'] && <p className="text-sm text-danger">{errors['shop.hours']}</p>}
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => setHours([...shop.hours, { days: '', time: '' }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add opening hours
          </Button>
        </div>
      </Section>

      <Section title="Social links">
        <div className={`${WIDE} flex flex-col gap-3`}>
          {shop.social.map((link, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity
            <div key={index} className={ROW}>
              <div>
                <label htmlFor={`social-network-${index}`} className="block text-sm font-medium text-ink">
                  Network, link {index + 1}
                </label>
                <select
                  id={`social-network-${index}`}
                  value={link.network}
                  onChange={(event) =>
                    setSocial(
                      shop.social.map((row, at) =>
                        at === index ? { ...row, network: event.target.value as SocialNetwork } : row,
                      ),
                    )
                  }
                  className={`${controlClasses} capitalize`}
                >
                  {SOCIAL_NETWORKS.map((network) => (
                    <option key={network} value={network}>
                      {network}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={`Address, link ${index + 1}`}
                type="url"
                placeholder="https://"
                value={link.url}
                onChange={(url) => setSocial(shop.social.map((row, at) => (at === index ? { ...row, url } : row)))}
                error={errors[`shop.social.${index}.url`] ?? errors[`shop.social.${index}.network`]}
              />
              <Button variant="danger" size="sm" onClick={() => setSocial(shop.social.filter((_, at) => at !== index))}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove link {index + 1}
              </Button>
            </div>
          ))}
          {errors['shop.social'] && <p className="text-sm text-danger">{errors['shop.social']}</p>}
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => setSocial([...shop.social, { network: SOCIAL_NETWORKS[0], url: '' }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a social link
          </Button>
        </div>
      </Section>

      <Section title="Announcement" description="A line above the header of every storefront page while it is on.">
        <TranslatedFields
          label="Announcement by language"
          className={WIDE}
          english={
            <TextField
              label="Announcement"
              value={announcement.text}
              onChange={(text) => setAnnouncement({ text })}
              error={errors['announcement.text']}
            />
          }
          fields={[{ field: 'announcement', label: 'Announcement', original: announcement.text }]}
          {...translated}
        />
        <TextField
          label="Announcement link"
          hint="A page of the shop (/shop) or an https:// address; optional"
          value={announcement.link}
          onChange={(link) => setAnnouncement({ link })}
          error={errors['announcement.link']}
        />
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium text-ink">
          <input
            type="checkbox"
            checked={announcement.active}
            onChange={(event) => setAnnouncement({ active: event.target.checked })}
            className="size-5 accent-accent"
          />
          Show the announcement
        </label>
        <Preview label="Announcement preview">
          {preview.announcement.active && preview.announcement.text ? (
            <AnnouncementBar announcement={preview.announcement} />
          ) : (
            <p className="px-4 py-2.5 text-center text-sm text-muted">The announcement is hidden.</p>
          )}
        </Preview>
      </Section>

      <Section title="Home page hero" description="The first thing a visitor sees on the home page.">
        <TranslatedFields
          label="Hero texts by language"
          className={WIDE}
          english={
            <>
              <TextField
                label="Hero title"
                value={hero.title}
                onChange={(title) => setHero({ title })}
                error={errors['hero.title']}
              />
              <TextField
                label="Button label"
                value={hero.buttonLabel}
                onChange={(buttonLabel) => setHero({ buttonLabel })}
                error={errors['hero.buttonLabel']}
              />
              <TextField
                label="Hero text"
                rows={3}
                value={hero.text}
                onChange={(text) => setHero({ text })}
                error={errors['hero.text']}
              />
            </>
          }
          fields={[
            { field: 'heroTitle', label: 'Hero title', original: hero.title },
            { field: 'heroButtonLabel', label: 'Button label', original: hero.buttonLabel },
            { field: 'heroText', label: 'Hero text', original: hero.text, rows: 3 },
          ]}
          {...translated}
        />
        <TextField
          label="Button link"
          hint="A page of the shop (/shop) or an https:// address"
          value={hero.buttonLink}
          onChange={(buttonLink) => setHero({ buttonLink })}
          error={errors['hero.buttonLink']}
        />
        <div>
          <ImageUpload
            label="Hero image"
            currentImage={hero.image || undefined}
            upload={uploadImage}
            onChange={(image) => setHero({ image })}
          />
          {errors['hero.image'] && <p className="mt-1.5 text-sm text-danger">{errors['hero.image']}</p>}
          {hero.image && (
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setHero({ image: '' })}>
              Remove image
            </Button>
          )}
        </div>
        <Preview label="Hero preview">
          <ShopHero hero={preview.hero} titleAs="p" />
        </Preview>
      </Section>

      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-ivory/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
        <Button type="submit" busy={busy}>
          {busy ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
