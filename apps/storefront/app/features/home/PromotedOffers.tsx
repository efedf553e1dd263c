import { Link } from 'react-router';

export interface BannerView {
  imageUrl: string;
  title: string;
  subtitle: string;
  href: string;
}

function Banner({
  banner,
  eager,
  width,
  height,
}: {
  banner: BannerView;
  eager: boolean;
  width: number;
  height: number;
}) {
  return (
    <Link to={banner.href} className="banner">
      <img
        src={banner.imageUrl}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
      <span className="banner-text">
        <span className="banner-title">{banner.title}</span>
        <span>{banner.subtitle}</span>
      </span>
    </Link>
  );
}

/** docs/behaviour.md#screens: main, small and product banners with image, title, subtitle and link. */
export function PromotedOffers({ main, small }: { main: BannerView[]; small: BannerView[] }) {
  const [first] = main;
  if (!first && small.length === 0) return null;
  return (
    <section className="banners" aria-label="Promoted offers">
      {first && <Banner banner={first} eager width={1024} height={427} />}
      <div className="small-banners">
        {small.slice(0, 2).map((banner) => (
          <Banner key={banner.href + banner.title} banner={banner} eager={false} width={600} height={250} />
        ))}
      </div>
    </section>
  );
}

export function ProductBanners({ banners }: { banners: BannerView[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="product-banners" aria-label="Featured">
      {banners.map((banner) => (
        <Banner key={banner.href + banner.title} banner={banner} eager={false} width={600} height={250} />
      ))}
    </section>
  );
}
