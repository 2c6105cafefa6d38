import { Link } from 'react-router';

/** Placeholder header: the shell work replaces it with the spec's header. */
export function Header() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-[70px] max-w-7xl items-center px-4">
        <Link to="/" className="font-bold text-emerald-900">Safari Marketplace</Link>
      </div>
    </header>
  );
}
