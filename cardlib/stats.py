"""Small statistics helpers for the book's simulation sections (standard library only).

>>> lo, hi = wilson_interval(50, 100)
>>> round(lo, 3), round(hi, 3)
(0.404, 0.596)
>>> m, lo, hi = mean_interval([1, 2, 3, 4])
>>> m
2.5
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

__all__ = ["mean_interval", "wilson_interval"]

Z95 = 1.959963984540054
"""The two-sided 95% point of the standard normal distribution."""


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default).

    ``ValueError`` when ``trials`` is not positive or ``successes`` is out of range.
    """
    if trials <= 0 or not 0 <= successes <= trials:
        raise ValueError(f"need 0 <= successes <= trials and trials > 0, got {successes}/{trials}")
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean with a normal-approximation confidence interval: ``(mean, low, high)``."""
    if len(values) < 2:
        raise ValueError("need at least two values for an interval")
    m = statistics.fmean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half
