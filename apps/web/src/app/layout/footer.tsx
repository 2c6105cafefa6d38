export function Footer() {
  return <footer className="border-t border-stone-200 bg-white py-8 text-center text-sm text-stone-600">© 2025 Safari Marketplace</footer>;
}
