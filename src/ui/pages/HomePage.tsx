import { useAppName } from '../../app/app-name';

/** The home page: the shop's name for now; its sections (banners, categories, shops, products) come with the catalog. */
export default function HomePage() {
  const appName = useAppName();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-primary-800">{appName}</h1>
    </div>
  );
}
