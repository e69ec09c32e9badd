import { Mail, Phone, ShieldCheck, Store } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { SmartLink } from '~/components/ui/smart-link';
import type { LayoutData } from '~/lib/layout-data';
import { imageUrl, safeUrl } from '~/lib/links';
import { FooterBottom } from './footer-bottom';

function ServiceRow({ services }: { services: LayoutData['shopServices'] }) {
  if (services.length === 0) return null;
  return (
    <ul className="page-width grid grid-cols-4 gap-6 border-b border-line py-7">
      {services.slice(0, 4).map((s) => (
        <li key={s.id} className="flex items-center gap-3">
          {s.icon ? (
            <img
              src={imageUrl(s.icon)}
              width={44}
              height={44}
              alt=""
              loading="lazy"
              className="size-11 shrink-0 object-contain"
            />
          ) : (
            <ShieldCheck size={40} strokeWidth={1.4} className="shrink-0 text-brand" aria-hidden />
          )}
          <span className="min-w-0">
            <span className="block text-[15px] font-semibold text-ink">{s.service_name}</span>
            <span className="line-clamp-2 text-xs leading-tight-text text-subtle">{s.desc}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function helpHref(article: { id: number; link_address: string }): string {
  return safeUrl(article.link_address) || `/cms/help-${article.id}`;
}

function HelpColumns({ classes }: { classes: LayoutData['helpClasses'] }) {
  return (
    <div className="grid flex-1 grid-cols-4 gap-6">
      {classes.map((c) => (
        <section key={c.class_id}>
          <h2 className="mb-3 text-[15px] font-semibold text-ink">{c.class_name}</h2>
          <ul className="space-y-1.5 text-[13px] text-muted">
            {c.child_list.map((a) => (
              <li key={a.id}>
                <SmartLink to={helpHref(a)} className="hover:text-brand">
                  {a.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function QrCode({ src, label }: { src: string; label: string }) {
  if (!src) return null;
  return (
    <figure className="text-center">
      <Img
        kind="goods"
        src={src}
        width={92}
        height={92}
        alt={label}
        className="size-[92px] border border-line bg-white p-1"
      />
      <figcaption className="mt-1 text-xs text-subtle">{label}</figcaption>
    </figure>
  );
}

function Contact({ data }: { data: LayoutData }) {
  const { t } = useTranslation();
  const { web_phone, web_email, web_qrcode } = data.site;
  return (
    <div className="flex w-[360px] shrink-0 gap-5 border-l border-line pl-8">
      <div className="flex-1 space-y-2">
        <h2 className="text-[15px] font-semibold text-ink">{t('footer.contact')}</h2>
        {web_phone && (
          <p className="flex items-center gap-2 text-xl font-semibold text-brand">
            <Phone size={18} aria-hidden />
            <a href={`tel:${web_phone}`}>{web_phone}</a>
          </p>
        )}
        {web_email && (
          <p className="flex items-center gap-2 text-[13px] text-muted">
            <Mail size={14} aria-hidden />
            <a href={`mailto:${web_email}`} className="hover:text-brand">
              {web_email}
            </a>
          </p>
        )}
        <p className="text-xs text-subtle">{t('footer.serviceHours')}</p>
        <p>
          <Link to="/shop_apply" className="inline-flex items-center gap-1 text-[13px] text-brand hover:underline">
            <Store size={14} aria-hidden />
            {t('footer.openShop')}
          </Link>
        </p>
      </div>
      <div className="flex gap-3">
        <QrCode src={web_qrcode} label={t('footer.followUs')} />
        <QrCode src={data.wapQrcode} label={t('footer.mobileSite')} />
      </div>
    </div>
  );
}

function FriendlyLinks({ links }: { links: LayoutData['friendlyLinks'] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <nav
      aria-label={t('footer.friendlyLinks')}
      className="page-width flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-line py-4 text-[13px] text-muted"
    >
      <h2 className="font-semibold text-ink">{t('footer.friendlyLinks')}</h2>
      {links.map((link) => (
        <SmartLink key={link.id} to={link.url} blank={link.blank} className="hover:text-brand">
          {link.title}
        </SmartLink>
      ))}
    </nav>
  );
}

export function SiteFooter({ data }: { data: LayoutData }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-10 border-t border-line bg-white">
      <ServiceRow services={data.shopServices} />
      <div className="page-width flex gap-8 py-8">
        {data.helpClasses.length > 0 ? (
          <HelpColumns classes={data.helpClasses} />
        ) : (
          <p className="flex-1 text-muted">
            <Link to="/cms/help" className="hover:text-brand">
              {t('header.help')}
            </Link>
          </p>
        )}
        <Contact data={data} />
      </div>
      <FriendlyLinks links={data.friendlyLinks} />
      <FooterBottom copyright={data.copyright} siteTitle={data.site.title} demoPayments={!!data.site.demo_payments} />
    </footer>
  );
}
