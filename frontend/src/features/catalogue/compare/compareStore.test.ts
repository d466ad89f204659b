import { act, renderHook } from '@testing-library/react';
import { addToCompare, clearCompare, COMPARE_LIMIT, removeFromCompare, useComparedProducts, type ComparedProduct } from './compareStore';

const product = (pid: number): ComparedProduct => ({ pid, productname: `Anti-Target ${pid} antibody`, catno: `AB${1000 + pid}` });

describe('the compare list (spec section 9: up to four products)', () => {
  it('adds products once each, refuses a fifth and keeps the list in localStorage', () => {
    expect(COMPARE_LIMIT).toBe(4);
    expect([1, 2, 3, 4].map((pid) => addToCompare(product(pid)))).toEqual(['added', 'added', 'added', 'added']);
    expect(addToCompare(product(2))).toBe('already');
    expect(addToCompare(product(5))).toBe('full');
    const stored = JSON.parse(localStorage.getItem('compare') ?? '[]') as ComparedProduct[];
    expect(stored.map((p) => p.pid)).toEqual([1, 2, 3, 4]);
  });

  it('makes room again when one is removed, and clears', () => {
    [1, 2, 3, 4].forEach((pid) => addToCompare(product(pid)));
    removeFromCompare(2);
    expect(addToCompare(product(5))).toBe('added');
    expect((JSON.parse(localStorage.getItem('compare')!) as ComparedProduct[]).map((p) => p.pid)).toEqual([1, 3, 4, 5]);
    clearCompare();
    expect(localStorage.getItem('compare')).toBe('[]');
  });

  it('tells the components using it of every change', () => {
    const { result } = renderHook(() => useComparedProducts());
    expect(result.current).toEqual([]);
    act(() => void addToCompare(product(7)));
    expect(result.current).toEqual([product(7)]);
    act(() => removeFromCompare(7));
    expect(result.current).toEqual([]);
  });

  it('reads a list another tab stored, dropping what is not a product and what is past four', () => {
    const stored = [product(1), { pid: 'x' }, null, product(2), product(3), product(4), product(5)];
    localStorage.setItem('compare', JSON.stringify(stored));
    const { result } = renderHook(() => useComparedProducts());
    expect(result.current.map((p) => p.pid)).toEqual([1, 2, 3, 4]);
    // Broken JSON in storage is an empty list, not a broken page.
    localStorage.setItem('compare', '{oops');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'compare' })));
    expect(result.current).toEqual([]);
  });
});
