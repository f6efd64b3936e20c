#!/usr/bin/env python3
"""Draws the learning curve of the run that made models/cpu-2h (docs/shipped-run.png).

    pip install matplotlib && python3 scripts/plot-shipped-run.py

That run's TensorBoard files were not kept, so `morris plot` cannot draw it; its figures are
in docs/experiments.md, row 43 (training seed 2), and are copied here as they stand there:
the trainer's own evaluations every 10 minutes (40 games against alphabeta:depth=3 from
2-ply openings, without tables; the blunder rate over 200 table positions), and the
networks it kept at 30, 60, 90 and 120 minutes against alphabeta:depth=5 (200 games each,
8-ply openings, seed 1), alone and with the tables on both sides.
"""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after the backend is chosen)

OUT = Path(__file__).resolve().parent.parent / "docs" / "shipped-run.png"

# Row 43, seed 2: (minutes, step, score against depth 3 in %, blunder rate in %).
TRAINER = [
    (10, 7_269, 74, 1.0), (20, 14_516, 98, 3.0), (30, 21_401, 100, 2.0),
    (40, 31_811, 100, 0.5), (50, 38_957, 100, 4.5), (60, 46_158, 99, 4.0),
    (70, 53_573, 95, 1.5), (80, 60_427, 98, 3.0), (90, 67_390, 99, 3.5),
    (100, 75_230, 99, 2.5), (110, 83_216, 96, 3.5), (120, 86_908, 99, 2.0),
]
# Row 43, seed 2: the kept networks against depth 5, (minutes, alone %, with tables %).
DEPTH5 = [(30, 53.5, 58.2), (60, 60.8, 65.8), (90, 62.0, 63.2), (120, 59.8, 62.0)]


def main():
    fig, (scores, blunders) = plt.subplots(
        2, 1, figsize=(8, 6), sharex=True, gridspec_kw={"height_ratios": [3, 1]})
    minutes = [t[0] for t in TRAINER]
    scores.plot(minutes, [t[2] for t in TRAINER], color="0.6", marker=".",
                label="vs alphabeta:depth=3, 40 games, 2-ply openings (the trainer's)")
    scores.plot([d[0] for d in DEPTH5], [d[2] for d in DEPTH5], marker="o", color="C1",
                label="vs alphabeta:depth=5 with tables on both sides, 200 games")
    scores.plot([d[0] for d in DEPTH5], [d[1] for d in DEPTH5], marker="o", color="C0",
                label="vs alphabeta:depth=5, the network alone, 200 games")
    scores.axhline(50, color="0.8", linewidth=0.8)
    scores.set_ylim(40, 102)
    scores.set_ylabel("score (%)")
    scores.legend(loc="lower right", fontsize=8)
    scores.set_title("models/cpu-2h's run: the cpu preset, 2 hours on 2 cores "
                     "(docs/experiments.md, row 43, seed 2)", fontsize=10)
    blunders.plot(minutes, [t[3] for t in TRAINER], color="C3", marker=".")
    blunders.set_ylim(0, 6)
    blunders.set_ylabel("blunders (%),\n200 table positions", fontsize=8)
    blunders.set_xlabel("minutes of training (step 86,908 at 120)")
    blunders.set_xticks(range(0, 121, 30))
    fig.tight_layout()
    fig.savefig(OUT, dpi=100)
    print(OUT)


if __name__ == "__main__":
    main()
