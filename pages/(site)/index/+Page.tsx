export default function Page() {
  return (
    <main>
      <h1>Groepsaankoop waterverzachters</h1>
      <p>Schrijf u in voor de groepsaankoop.</p>
    </main>
  );
}
