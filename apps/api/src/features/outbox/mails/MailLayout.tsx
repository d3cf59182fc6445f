/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
// The frame of every mail in the shop's look: its colours from the shared tokens, faces the reader already has
// (no font or image is fetched from anywhere), and a link back to the shop.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type ReactNode, useContext } from 'react';
import { shopToken } from '../../../rendering/shopTokens.ts';
import { MailShopContext } from './mailShop.ts';
import { useMailLanguage } from './mailText.ts';

export const mailColours = {
  ground: shopToken('color-ivory'),
  card: '#ffffff',
  ink: shopToken('color-ink'),
  muted: shopToken('color-muted'),
  line: shopToken('color-line'),
  accent: shopToken('color-accent'),
};
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

export const textStyle = { color: mailColours.ink, fontFamily: SANS, fontSize: '15px', lineHeight: '24px' };
export const buttonStyle = {
  backgroundColor: mailColours.accent,
  borderRadius: '999px',
  color: '#ffffff',
  display: 'inline-block',
  fontFamily: SANS,
  fontSize: '15px',
  fontWeight: 600,
  padding: '12px 28px',
  textDecoration: 'none',
};

interface MailLayoutProps {
  /** The line mail apps show beside the subject. */
  preview: string;
  heading: string;
  shopUrl: string;
  children: ReactNode;
}

export function MailLayout({ preview, heading, shopUrl, children }: MailLayoutProps) {
  const shop = useContext(MailShopContext);
  const { language, t } = useMailLanguage();
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: mailColours.ground, margin: 0, padding: '32px 0' }}>
        <Container
          style={{
            backgroundColor: mailColours.card,
            border: `1px solid ${mailColours.line}`,
            maxWidth: '560px',
            padding: '32px',
          }}
        >
          <Link href={shopUrl} style={{ color: mailColours.accent, fontFamily: SERIF, fontSize: '26px', textDecoration: 'none' }}>
            {shop.name}
          </Link>
          <Heading
            as="h1"
            style={{ color: mailColours.ink, fontFamily: SERIF, fontSize: '24px', fontWeight: 400, margin: '24px 0 8px' }}
          >
            {heading}
          </Heading>
          <Section>{children}</Section>
          <Text style={textStyle}>
            {t('layout.regards')}
            <br />
            {shop.name}
          </Text>
          <Hr style={{ borderColor: mailColours.line, margin: '32px 0 16px' }} />
          <Text style={{ ...textStyle, color: mailColours.muted, fontSize: '13px' }}>
            {shop.name} ·{' '}
            <Link href={shopUrl} style={{ color: mailColours.muted }}>
              {shopUrl.replace(/^https?:\/\//, '')}
            </Link>
            {shop.address && (
              <>
                <br />
                {shop.address}
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
