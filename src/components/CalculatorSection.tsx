/**
 * The savings calculator (anchor `calculator`, spec sections 2, 4 and 5): two sliders, a button, and an
 * estimate whose yearly figure counts up. The formulas live in src/calculator/savings.ts.
 */
import { useEffect, useState } from 'react';
import { countUpValues, estimateSavings, HARDNESS, PERSONS, type SavingsEstimate } from '../calculator/savings.ts';
import { CALCULATOR_TEXT } from '../content/calculator.ts';
import { formatEuro, formatNumber } from '../format.ts';
import { SECTION_IDS, TIMINGS } from '../site.ts';
import { prefersReducedMotion } from './scroll.ts';
import { Slider } from './Slider.tsx';

interface Calculation {
  hardness: number;
  persons: number;
  estimate: SavingsEstimate;
}

const formatHardness = (h: number) => `${h} ${HARDNESS.unit}`;
const formatPersons = (p: number) => `${p} ${p === 1 ? 'persoon' : 'personen'}`;

export function CalculatorSection() {
  const [hardness, setHardness] = useState(HARDNESS.defaultValue);
  const [persons, setPersons] = useState(PERSONS.defaultValue);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [shownYearly, setShownYearly] = useState(0);

  const calculate = () => {
    const estimate = estimateSavings(hardness, persons);
    setCalculation({ hardness, persons, estimate });
    setShownYearly(prefersReducedMotion() ? estimate.yearlySavings : 0);
  };

  // Counts the yearly savings up, one step every TIMINGS.counterTickMs (none under reduced motion).
  useEffect(() => {
    if (!calculation || prefersReducedMotion()) return;
    const values = countUpValues(calculation.estimate.yearlySavings);
    let index = 0;
    const timer = setInterval(() => {
      setShownYearly(values[index] ?? calculation.estimate.yearlySavings);
      index += 1;
      if (index >= values.length) clearInterval(timer);
    }, TIMINGS.counterTickMs);
    return () => clearInterval(timer);
  }, [calculation]);

  return (
    <section id={SECTION_IDS.calculator} className="section" aria-labelledby="calculator-title">
      <div className="container">
        <h2 id="calculator-title">Bereken uw besparing</h2>
        <p className="section__intro">
          Zacht water spaart geld: minder flessenwater, minder schoonmaak- en wasproducten en toestellen die langer
          meegaan. Kies de hardheid van uw water en de grootte van uw gezin.
        </p>
        <p className="section__intro calculator__source" data-testid="calculator-start">
          {CALCULATOR_TEXT.exampleStart}
        </p>
        <div className="calculator card">
          <div className="calculator__inputs">
            <Slider
              label="Waterhardheid"
              range={HARDNESS}
              value={hardness}
              onChange={setHardness}
              format={formatHardness}
              marks={HARDNESS.marks}
            />
            <Slider label="Aantal personen" range={PERSONS} value={persons} onChange={setPersons} format={formatPersons} />
            <button type="button" className="button button--cta calculator__button" onClick={calculate}>
              Bereken mijn besparing
            </button>
          </div>
          <div className="calculator__result" aria-live="polite">
            {calculation ? (
              <CalculatorResult calculation={calculation} shownYearly={shownYearly} />
            ) : (
              <p className="calculator__prompt">Vul de gegevens in en bereken uw besparing</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function CalculatorResult({ calculation, shownYearly }: { calculation: Calculation; shownYearly: number }) {
  const { estimate } = calculation;
  return (
    <>
      <p className="calculator__result-label">Uw geschatte besparing per jaar</p>
      {/* Screen readers hear the final figure once, not every step of the count. */}
      <p className="calculator__yearly">
        <span aria-hidden="true" data-testid="yearly-savings">
          {formatEuro(shownYearly)}
        </span>
        <span className="sr-only">{formatEuro(estimate.yearlySavings)}</span>
      </p>
      <dl className="calculator__facts">
        <div>
          <dt>Flessenwater bespaard per jaar</dt>
          <dd data-testid="bottled-water">{formatNumber(estimate.bottledWaterLitres)} liter</dd>
        </div>
        <div>
          <dt>Besparing op producten per jaar</dt>
          <dd data-testid="product-savings">{formatEuro(estimate.productSavings)}</dd>
        </div>
        <div>
          <dt>Langere levensduur van toestellen</dt>
          <dd data-testid="appliance-life">{estimate.applianceLifeYears} jaar</dd>
        </div>
      </dl>
      <p className="calculator__note">
        Schatting op basis van gemiddelde waarden, voor {formatPersons(calculation.persons)} en een waterhardheid van{' '}
        {formatHardness(calculation.hardness)}.
      </p>
    </>
  );
}
