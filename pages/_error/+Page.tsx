import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { is404 } = usePageContext();
  if (is404) {
    return (
      <main>
        <h1>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
      </main>
    );
  }
  return (
    <main>
      <h1>Er ging iets mis</h1>
      <p>Probeer het later opnieuw.</p>
    </main>
  );
}
