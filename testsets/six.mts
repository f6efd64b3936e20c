morris-zero perfect-play test set
version 1
rules six 534f12ba6761f50b
made morris testset make --rules six --games 10 --openings 2 --positions 3000 --seed 1 --player random --player greedy --player alphabeta:depth=1 --player alphabeta:depth=3 --player alphabeta:depth=5
source 0 random vs random
source 1 random vs greedy
source 2 random vs alphabeta:depth=1
source 3 random vs alphabeta:depth=3
source 4 random vs alphabeta:depth=5
source 5 greedy vs greedy
source 6 greedy vs alphabeta:depth=1
source 7 greedy vs alphabeta:depth=3
source 8 greedy vs alphabeta:depth=5
source 9 alphabeta:depth=1 vs alphabeta:depth=1
source 10 alphabeta:depth=1 vs alphabeta:depth=3
source 11 alphabeta:depth=1 vs alphabeta:depth=5
source 12 alphabeta:depth=3 vs alphabeta:depth=3
source 13 alphabeta:depth=3 vs alphabeta:depth=5
source 14 alphabeta:depth=5 vs alphabeta:depth=5
positions 3000
checksum 99d3fd95
0	white hand 6 | black hand 6 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
0	white a5 hand 5 | black hand 6 | black to place	d	a1=d c1=d e1=d b2=l c2=l d2=l a3=d b3=l d3=l e3=d b4=l c4=l d4=l c5=d e5=d
0	white a1 hand 5 | black hand 6 | black to place	d	c1=d e1=d b2=l c2=l d2=l a3=d b3=l d3=l e3=d b4=l c4=l d4=l a5=d c5=d e5=d
4	white a3 hand 5 | black hand 6 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
0	white d3 hand 5 | black hand 6 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
8	white b4 hand 5 | black hand 6 | black to place	d	a1=l c1=l e1=l b2=d c2=d d2=d a3=l b3=d d3=d e3=l c4=d d4=d a5=l c5=l e5=l
1	white c5 hand 5 | black hand 6 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d e5=d
3	white d2 hand 5 | black hand 6 | black to place	d	a1=l c1=l e1=l b2=d c2=d a3=l b3=d d3=d e3=l b4=d c4=d d4=d a5=l c5=l e5=l
2	white e1 hand 5 | black hand 6 | black to place	d	a1=d c1=d b2=l c2=l d2=l a3=d b3=l d3=l e3=d b4=l c4=l d4=l a5=d c5=d e5=d
2	white e3 hand 5 | black hand 6 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d c5=d e5=d
3	white c1 hand 5 | black hand 6 | black to place	d	a1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
1	white c4 hand 5 | black hand 6 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d c5=d e5=d
0	white e5 hand 5 | black hand 6 | black to place	d	a1=d c1=d e1=d b2=l c2=l d2=l a3=d b3=l d3=l e3=d b4=l c4=l d4=l a5=d c5=d
3	white c2 hand 5 | black hand 6 | black to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
1	white b3 hand 5 | black hand 6 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
2	white d4 hand 5 | black hand 6 | black to place	d	a1=l c1=l e1=l b2=d c2=d d2=d a3=l b3=d d3=d e3=l b4=d c4=d a5=l c5=l e5=l
13	white b4 hand 5 | black b3 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d c4=d d4=d a5=d c5=d e5=d
7	white d3 hand 5 | black c5 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d e3=d b4=d c4=d d4=d a5=d e5=d
14	white c1 hand 5 | black c2 hand 5 | white to place	d	a1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
3	white d3 hand 5 | black c1 hand 5 | white to place	d	a1=d e1=d b2=d c2=d d2=d a3=d b3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
6	white c5 hand 5 | black c2 hand 5 | white to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d e5=d
11	white c2 hand 5 | black d4 hand 5 | white to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d a5=d c5=d e5=d
0	white a5 hand 5 | black c4 hand 5 | white to place	w	a1=d c1=d e1=w b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d c5=d e5=d
2	white d4 hand 5 | black e5 hand 5 | white to place	w	a1=d c1=d e1=d b2=w c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d a5=d c5=d
6	white d2 hand 5 | black c5 hand 5 | white to place	w	a1=d c1=d e1=d b2=d c2=d a3=d b3=d d3=d e3=d b4=w c4=d d4=d a5=d e5=d
4	white c1 hand 5 | black b4 hand 5 | white to place	d	a1=d e1=d b2=d c2=d d2=d a3=l b3=d d3=d e3=d c4=d d4=d a5=d c5=d e5=d
3	white c2 hand 5 | black a5 hand 5 | white to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=l d3=d e3=d b4=d c4=d d4=d c5=d e5=d
5	white e5 hand 5 | black c2 hand 5 | white to place	w	a1=w c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d
3	white d2 hand 5 | black e1 hand 5 | white to place	w	a1=d c1=d b2=d c2=d a3=d b3=d d3=d e3=d b4=w c4=d d4=d a5=d c5=d e5=d
7	white d4 hand 5 | black e1 hand 5 | white to place	w	a1=d c1=d b2=w c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d a5=d c5=d e5=d
7	white c1 hand 5 | black e1 hand 5 | white to place	d	a1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
4	white d4 hand 5 | black c1 hand 5 | white to place	w	a1=d e1=d b2=w c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d a5=d c5=d e5=d
11	white b3 hand 5 | black a5 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=l d2=d a3=d d3=d e3=d b4=d c4=l d4=d c5=d e5=d
2	white e1 hand 5 | black c4 hand 5 | white to place	w	a1=d c1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=w c5=d e5=d
2	white c5 hand 5 | black e5 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d
12	white d4 hand 5 | black b3 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d a5=d c5=d e5=d
4	white c4 hand 5 | black c1 hand 5 | white to place	d	a1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d c5=d e5=d
10	white d2 hand 5 | black a1 hand 5 | white to place	w	c1=d e1=d b2=d c2=d a3=d b3=d d3=d e3=d b4=w c4=d d4=d a5=d c5=d e5=d
4	white e5 hand 5 | black c4 hand 5 | white to place	w	a1=w c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d c5=d
1	white a1 hand 5 | black c1 hand 5 | white to place	d	e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
9	white d4 hand 5 | black c2 hand 5 | white to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d a5=d c5=d e5=d
11	white c5 hand 5 | black b3 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d d4=d a5=d e5=d
5	white a5 hand 5 | black b4 hand 5 | white to place	w	a1=d c1=d e1=w b2=d c2=d d2=d a3=d b3=d d3=d e3=d c4=d d4=d c5=d e5=d
10	white a3 hand 5 | black c5 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d e5=d
12	white c1 hand 5 | black d4 hand 5 | white to place	d	a1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=l b4=d c4=d a5=d c5=d e5=d
7	white c5 hand 5 | black a1 hand 5 | white to place	d	c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d e5=d
9	white b4 hand 5 | black e5 hand 5 | white to place	w	a1=d c1=d e1=d b2=d c2=d d2=w a3=d b3=d d3=d e3=d c4=d d4=d a5=d c5=d
10	white d2 hand 5 | black e5 hand 5 | white to place	w	a1=d c1=d e1=d b2=d c2=d a3=d b3=d d3=d e3=d b4=w c4=d d4=d a5=d c5=d
8	white c1 hand 5 | black c5 hand 5 | white to place	d	a1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d e5=d
7	white d2 hand 5 | black b2 hand 5 | white to place	d	a1=d c1=d e1=d c2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
0	white a1 hand 5 | black b2 hand 5 | white to place	w	c1=d e1=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=w
10	white c4 hand 5 | black c2 hand 5 | white to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d c5=d e5=d
1	white c5 hand 5 | black c4 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d e5=d
6	white c2 hand 5 | black b4 hand 5 | white to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d c4=d d4=d a5=d c5=d e5=d
9	white a3 hand 5 | black b2 hand 5 | white to place	d	a1=d c1=l e1=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=l e5=d
2	white e3 hand 5 | black e1 hand 5 | white to place	d	a1=d c1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d c5=d e5=d
6	white e3 hand 5 | black c5 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d e5=d
0	white d3 hand 5 | black a1 hand 5 | white to place	d	c1=d e1=d b2=d c2=l d2=d a3=d b3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
8	white b4 hand 5 | black e1 hand 5 | white to place	w	a1=d c1=d b2=d c2=d d2=w a3=d b3=d d3=d e3=d c4=d d4=d a5=d c5=d e5=d
3	white a5 hand 5 | black a1 hand 5 | white to place	d	c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d c5=d e5=d
1	white b3 hand 5 | black c5 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d d4=d a5=d e5=d
4	white a3 hand 5 | black b3 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
1	white c4 hand 5 | black b3 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d b4=d d4=d a5=d c5=d e5=d
12	white e3 hand 5 | black a5 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d c5=d e5=d
0	white e5 hand 5 | black b3 hand 5 | white to place	w	a1=w c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d
14	white e5 hand 5 | black d4 hand 5 | white to place	w	a1=w c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d a5=d c5=d
2	white e1 hand 5 | black d4 hand 5 | white to place	w	a1=d c1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d a5=w c5=d e5=d
11	white b4 hand 5 | black c5 hand 5 | white to place	w	a1=d c1=d e1=d b2=d c2=d d2=w a3=d b3=d d3=d e3=d c4=d d4=d a5=d e5=d
8	white a3 hand 5 | black d3 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d b3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
11	white a1 hand 5 | black c2 hand 5 | white to place	w	c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=w
8	white b3 hand 5 | black e3 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d b4=d c4=d d4=d a5=d c5=d e5=d
12	white c2 hand 5 | black e3 hand 5 | white to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d c5=d e5=d
0	white d3 hand 5 | black a3 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d b3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
14	white c1 hand 5 | black b2 hand 5 | white to place	d	a1=d e1=d c2=d d2=d a3=l b3=d d3=d e3=l b4=d c4=d d4=d a5=d c5=d e5=d
5	white a5 hand 5 | black c2 hand 5 | white to place	w	a1=d c1=d e1=w b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d c5=d e5=d
13	white e1 hand 5 | black e5 hand 5 | white to place	d	a1=d c1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d
5	white d2 hand 5 | black d4 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d a3=d b3=d d3=d e3=d b4=d c4=d a5=d c5=d e5=d
3	white c1 hand 5 | black a3 hand 5 | white to place	d	a1=d e1=d b2=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
13	white c4 hand 5 | black d2 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d c5=d e5=d
1	white c5 hand 5 | black d4 hand 5 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=l b3=d d3=d e3=l b4=d c4=d a5=d e5=d
12	white a1 hand 5 | black b4 hand 5 | white to place	w	c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d c4=d d4=d a5=d c5=d e5=w
13	white c2 hand 5 | black c4 hand 5 | white to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d c5=d e5=d
11	white a1 c2 hand 4 | black d4 hand 5 | black to place	d	c1=d e1=d b2=l d2=d a3=d b3=l d3=d e3=d b4=d c4=d a5=d c5=d e5=d
1	white a1 b3 hand 4 | black c1 hand 5 | black to place	d	e1=d b2=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
1	white c4 c5 hand 4 | black d4 hand 5 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d a5=d e5=d
12	white e3 e5 hand 4 | black a5 hand 5 | black to place	d	a1=l c1=l e1=d b2=l c2=l d2=l a3=l b3=l d3=l b4=l c4=l d4=l c5=l
1	white c1 b3 hand 4 | black c5 hand 5 | black to place	d	a1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d d4=d a5=d e5=d
7	white c5 e5 hand 4 | black a1 hand 5 | black to place	d	c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=d
4	white b2 d4 hand 4 | black c1 hand 5 | black to place	l	a1=l e1=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l e5=l
1	white b3 b4 hand 4 | black c5 hand 5 | black to place	d	a1=l c1=l e1=l b2=d c2=l d2=l a3=l d3=l e3=l c4=l d4=l a5=l e5=l
4	white a1 c1 hand 4 | black b4 hand 5 | black to place	d	e1=d b2=l c2=l d2=l a3=l b3=l d3=l e3=l c4=l d4=l a5=l c5=l e5=l
3	white b2 a5 hand 4 | black a1 hand 5 | black to place	d	c1=l e1=d c2=d d2=d a3=l b3=d d3=d e3=d b4=d c4=d d4=d c5=l e5=l
10	white b4 c4 hand 4 | black c2 hand 5 | black to place	d	a1=l c1=l e1=l b2=l d2=l a3=l b3=l d3=l e3=l d4=d a5=l c5=l e5=l
6	white b2 d2 hand 4 | black c5 hand 5 | black to place	d	a1=l c1=l e1=l c2=d a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l e5=l
7	white c1 a5 hand 4 | black e1 hand 5 | black to place	d	a1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d c5=d e5=d
4	white b4 c4 hand 4 | black c1 hand 5 | black to place	d	a1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l d4=d a5=l c5=l e5=l
10	white b2 d2 hand 4 | black a1 hand 5 | black to place	d	c1=l e1=l c2=d a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l e5=l
9	white d2 d4 hand 4 | black c2 hand 5 | black to place	d	a1=l c1=l e1=l b2=l a3=l b3=l d3=d e3=l b4=l c4=l a5=l c5=l e5=l
13	white c1 b2 hand 4 | black a3 hand 5 | black to place	d	a1=d e1=l c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=l
2	white b3 c5 hand 4 | black e5 hand 5 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d d4=d a5=d
0	white c1 d3 hand 4 | black a1 hand 5 | black to place	d	e1=d b2=d c2=d d2=d a3=d b3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
3	white c2 c4 hand 4 | black a5 hand 5 | black to place	d	a1=d c1=l e1=l b2=d d2=d a3=d b3=d d3=d e3=l b4=d d4=d c5=d e5=d
13	white a1 c4 hand 4 | black d2 hand 5 | black to place	d	c1=d e1=d b2=d c2=l a3=d b3=l d3=d e3=d b4=d d4=d a5=d c5=d e5=d
11	white a5 c5 hand 4 | black b3 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l d3=l e3=l b4=l c4=l d4=l e5=d
7	white b4 d4 hand 4 | black e1 hand 5 | black to place	d	a1=l c1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l c4=d a5=l c5=l e5=l
6	white e1 e3 hand 4 | black c5 hand 5 | black to place	d	a1=l c1=l b2=l c2=l d2=l a3=l b3=l d3=l b4=l c4=l d4=l a5=l e5=d
4	white a3 e3 hand 4 | black b3 hand 5 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=l d3=d b4=d c4=d d4=l a5=d c5=d e5=d
7	white a5 c5 hand 4 | black a1 hand 5 | black to place	d	c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l e5=d
4	white c1 a5 hand 4 | black b4 hand 5 | black to place	d	a1=d e1=d b2=l c2=d d2=l a3=l b3=l d3=l e3=l c4=l d4=l c5=d e5=l
3	white d2 d3 hand 4 | black c1 hand 5 | black to place	d	a1=l e1=l b2=l c2=l a3=l b3=l e3=l b4=l c4=l d4=d a5=l c5=l e5=l
3	white c1 a5 hand 4 | black a3 hand 5 | black to place	d	a1=d e1=d b2=d c2=d d2=d b3=l d3=l e3=d b4=l c4=d d4=d c5=d e5=d
11	white b2 c2 hand 4 | black d4 hand 5 | black to place	d	a1=l c1=l e1=l d2=d a3=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l e5=l
5	white b2 d2 hand 4 | black d4 hand 5 | black to place	d	a1=l c1=l e1=l c2=d a3=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l e5=l
3	white b2 d2 hand 4 | black e1 hand 5 | black to place	d	a1=l c1=l c2=d a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l e5=l
1	white a5 c5 hand 4 | black d4 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l e5=d
2	white e1 c5 hand 4 | black d4 hand 5 | black to place	d	a1=l c1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=d b4=l c4=l a5=d e5=d
6	white b2 c2 hand 4 | black b4 hand 5 | black to place	d	a1=l c1=l e1=l d2=d a3=l b3=l d3=l e3=l c4=l d4=l a5=l c5=l e5=l
13	white a1 e1 hand 4 | black e5 hand 5 | black to place	d	c1=d b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l
5	white c4 d4 hand 4 | black b3 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l d3=l e3=l b4=d a5=l c5=l e5=l
8	white c2 d2 hand 4 | black c5 hand 5 | black to place	d	a1=l c1=l e1=l b2=d a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l e5=l
2	white e3 c5 hand 4 | black e5 hand 5 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d
4	white c4 d4 hand 4 | black c1 hand 5 | black to place	d	a1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=d a5=l c5=l e5=l
8	white a1 a3 hand 4 | black d3 hand 5 | black to place	d	c1=l e1=l b2=l c2=l d2=l b3=l e3=l b4=l c4=l d4=l a5=d c5=l e5=l
8	white b2 b4 hand 4 | black e1 hand 5 | black to place	d	a1=l c1=l c2=l d2=l a3=l b3=d d3=l e3=l c4=l d4=l a5=l c5=l e5=l
2	white e1 a5 hand 4 | black c4 hand 5 | black to place	l	a1=l c1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l c5=l e5=l
14	white c2 d2 hand 4 | black e3 hand 5 | black to place	d	a1=l c1=l e1=l b2=d a3=l b3=l d3=l b4=l c4=l d4=l a5=l c5=l e5=l
1	white d4 c5 hand 4 | black c4 hand 5 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d a5=d e5=d
11	white b4 d4 hand 4 | black c5 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l c4=d a5=l e5=l
4	white b2 a3 hand 4 | black b3 hand 5 | black to place	d	a1=d c1=d e1=d c2=d d2=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
3	white b2 c2 hand 4 | black a5 hand 5 | black to place	d	a1=l c1=l e1=l d2=d a3=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
13	white e1 a5 hand 4 | black e5 hand 5 | black to place	d	a1=d c1=d b2=l c2=l d2=l a3=d b3=l d3=l e3=l b4=l c4=l d4=l c5=l
2	white c1 e3 hand 4 | black e1 hand 5 | black to place	d	a1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d c5=d e5=d
2	white a1 e1 hand 4 | black c4 hand 5 | black to place	d	c1=d b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l a5=l c5=l e5=l
10	white b2 d2 hand 4 | black e5 hand 5 | black to place	d	a1=l c1=l e1=l c2=d a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l
7	white d2 d4 hand 4 | black b2 hand 5 | black to place	d	a1=l c1=l e1=l c2=l a3=l b3=l d3=d e3=l b4=l c4=l a5=l c5=l e5=l
0	white a5 e5 hand 4 | black c4 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l c5=d
2	white d2 d4 hand 4 | black e5 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l a3=l b3=l d3=d e3=l b4=l c4=l a5=l c5=l
0	white a1 e5 hand 4 | black b3 hand 5 | black to place	l	c1=l e1=l b2=l c2=l d2=l a3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l
6	white a5 c5 hand 4 | black c2 hand 5 | black to place	d	a1=l c1=l e1=l b2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l e5=d
9	white b2 b4 hand 4 | black e5 hand 5 | black to place	d	a1=l c1=l e1=l c2=l d2=l a3=l b3=d d3=l e3=l c4=l d4=l a5=l c5=l
5	white a5 c5 hand 4 | black b4 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l c4=l d4=l e5=d
1	white a1 a5 hand 4 | black c1 hand 5 | black to place	d	e1=l b2=l c2=l d2=l a3=d b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
5	white a3 a5 hand 4 | black c2 hand 5 | black to place	d	a1=d c1=l e1=l b2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
2	white b2 e3 hand 4 | black e1 hand 5 | black to place	d	a1=d c1=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d c5=d e5=d
0	white d3 b4 hand 4 | black a3 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=d b3=l e3=l c4=d d4=d a5=l c5=l e5=l
13	white c2 c5 hand 4 | black c4 hand 5 | black to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d e5=d
5	white a3 a5 hand 4 | black b4 hand 5 | black to place	d	a1=d c1=l e1=l b2=l c2=l d2=l b3=l d3=l e3=l c4=l d4=l c5=l e5=l
13	white b2 c2 hand 4 | black c4 hand 5 | black to place	d	a1=l c1=l e1=l d2=d a3=l b3=l d3=l e3=l b4=l d4=l a5=l c5=l e5=l
11	white a1 e1 hand 4 | black c2 hand 5 | black to place	d	c1=d b2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l e5=l
2	white a1 e1 hand 4 | black d4 hand 5 | black to place	d	c1=d b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l e5=l
8	white c1 c4 hand 4 | black c5 hand 5 | black to place	d	a1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d e5=d
5	white a5 e5 hand 4 | black c2 hand 5 | black to place	d	a1=l c1=l e1=l b2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l c5=d
8	white b2 b3 hand 4 | black e3 hand 5 | black to place	d	a1=l c1=l e1=l c2=l d2=l a3=l d3=l b4=d c4=l d4=l a5=l c5=l e5=l
1	white d2 c4 hand 4 | black b3 hand 5 | black to place	d	a1=l c1=l e1=l b2=d c2=l a3=l d3=d e3=l b4=d d4=d a5=l c5=l e5=l
0	white a1 c2 hand 4 | black b2 hand 5 | black to place	d	c1=d e1=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=l a5=d c5=d e5=d
11	white b2 b4 hand 4 | black c5 hand 5 | black to place	d	a1=l c1=l e1=l c2=l d2=l a3=l b3=d d3=l e3=l c4=l d4=l a5=l e5=l
0	white a1 c4 hand 4 | black b2 hand 5 | black to place	d	c1=d e1=d c2=l d2=d a3=d b3=d d3=d e3=d b4=d d4=l a5=d c5=d e5=d
1	white b4 c4 hand 4 | black b3 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l d3=l e3=l d4=d a5=l c5=l e5=l
7	white d2 d4 hand 4 | black e1 hand 5 | black to place	d	a1=l c1=l b2=l c2=l a3=l b3=l d3=d e3=l b4=l c4=l a5=l c5=l e5=l
10	white e1 a3 hand 4 | black c5 hand 5 | black to place	d	a1=d c1=d b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l a5=d e5=d
3	white d2 b4 hand 4 | black e1 hand 5 | black to place	l	a1=l c1=l b2=l c2=l a3=l b3=l d3=l e3=l c4=l d4=l a5=l c5=l e5=l
1	white a5 c5 hand 4 | black c4 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l e5=d
12	white a1 c1 hand 4 | black d4 hand 5 | black to place	d	e1=d b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l e5=l
5	white a1 a5 hand 4 | black c2 hand 5 | black to place	d	c1=l e1=l b2=l d2=l a3=d b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
0	white d3 d4 hand 4 | black a1 hand 5 | black to place	d	c1=l e1=l b2=l c2=l d2=d a3=l b3=l e3=l b4=l c4=l a5=l c5=l e5=l
0	white d3 e5 hand 4 | black a3 hand 5 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d b3=d e3=d b4=d c4=d d4=d a5=d c5=d
5	white c5 e5 hand 4 | black c2 hand 5 | black to place	d	a1=l c1=l e1=l b2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=d
4	white d2 d4 hand 4 | black c1 hand 5 | black to place	d	a1=l e1=l b2=l c2=l a3=l b3=l d3=d e3=l b4=l c4=l a5=l c5=l e5=l
11	white a1 c1 hand 4 | black c2 hand 5 | black to place	d	e1=d b2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l e5=l
11	white b2 b3 hand 4 | black a5 hand 5 | black to place	d	a1=l c1=l e1=l c2=l d2=l a3=l d3=l e3=l b4=d c4=l d4=l c5=l e5=l
3	white c1 b4 hand 4 | black a3 hand 5 | black to place	d	a1=d e1=l b2=d c2=d d2=d b3=d d3=d e3=d c4=d d4=d a5=d c5=l e5=l
6	white a1 c1 hand 4 | black b2 hand 5 | black to place	d	e1=d c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l e5=l
3	white c2 d3 hand 4 | black c1 hand 5 | black to place	d	a1=d e1=d b2=d d2=d a3=d b3=d e3=d b4=d c4=d d4=d a5=l c5=d e5=d
7	white d2 d3 hand 4 | black c5 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l a3=l b3=l e3=l b4=l c4=l d4=d a5=l e5=l
2	white b2 d4 hand 4 | black e5 hand 5 | black to place	l	a1=l c1=l e1=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l
0	white c2 e5 hand 4 | black b3 hand 5 | black to place	d	a1=d c1=d e1=d b2=d d2=d a3=d d3=d e3=d b4=d c4=l d4=d a5=d c5=d
8	white b4 c4 hand 4 | black e1 hand 5 | black to place	d	a1=l c1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l d4=d a5=l c5=l e5=l
6	white d2 d4 hand 4 | black c5 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l a3=l b3=l d3=d e3=l b4=l c4=l a5=l e5=l
7	white d2 d3 hand 4 | black b2 hand 5 | black to place	d	a1=l c1=l e1=l c2=l a3=l b3=l e3=l b4=l c4=l d4=d a5=l c5=l e5=l
0	white b2 a5 hand 4 | black c4 hand 5 | black to place	d	a1=d c1=d e1=d c2=l d2=l a3=d b3=l d3=l e3=d b4=l d4=d c5=d e5=d
4	white c2 e5 hand 4 | black c4 hand 5 | black to place	d	a1=d c1=d e1=d b2=d d2=d a3=d b3=l d3=l e3=d b4=l d4=l a5=d c5=d
13	white b4 d4 hand 4 | black b3 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l d3=l e3=l c4=d a5=l c5=l e5=l
6	white a1 a3 hand 4 | black b2 hand 5 | black to place	d	c1=l e1=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l a5=d c5=l e5=l
10	white a1 a3 hand 4 | black c5 hand 5 | black to place	d	c1=l e1=l b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l a5=d e5=l
3	white a5 e5 hand 4 | black a1 hand 5 | black to place	d	c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l c5=d
8	white a1 c1 hand 4 | black c5 hand 5 | black to place	d	e1=d b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l e5=l
5	white c2 d2 hand 4 | black d4 hand 5 | black to place	d	a1=l c1=l e1=l b2=d a3=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l e5=l
13	white c4 d4 hand 4 | black d2 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l a3=l b3=l d3=l e3=l b4=d a5=l c5=l e5=l
12	white b2 c2 hand 4 | black e3 hand 5 | black to place	d	a1=l c1=l e1=l d2=d a3=l b3=l d3=l b4=l c4=l d4=l a5=l c5=l e5=l
12	white d2 d4 hand 4 | black b3 hand 5 | black to place	d	a1=l c1=l e1=l b2=l c2=l a3=l d3=d e3=l b4=l c4=l a5=l c5=l e5=l
14	white e1 e5 hand 4 | black d4 hand 5 | black to place	d	a1=l c1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=d b4=l c4=l a5=l c5=l
14	white c1 b2 hand 4 | black c2 hand 5 | black to place	d	a1=d e1=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
13	white a1 b4 hand 4 | black b3 hand 5 | black to place	d	c1=d e1=d b2=l c2=l d2=l a3=d d3=l e3=d c4=l d4=l a5=d c5=d e5=d
13	white c1 b2 hand 4 | black a3 a5 hand 4 | white to place	d	a1=d e1=l c2=l d2=l b3=l d3=l e3=l b4=d c4=l d4=l c5=l e5=l
12	white a1 c1 hand 4 | black e1 b4 hand 4 | white to place	d	b2=d c2=l d2=d a3=l b3=d d3=l e3=l c4=l d4=d a5=d c5=l e5=l
12	white b2 c2 hand 4 | black d2 e3 hand 4 | white to place	d	a1=d c1=l e1=d a3=l b3=l d3=l b4=l c4=l d4=d a5=d c5=l e5=l
10	white b4 c4 hand 4 | black c2 d4 hand 4 | white to place	d	a1=l c1=l e1=l b2=d d2=d a3=l b3=d d3=l e3=l a5=l c5=l e5=l
4	white c2 e5 hand 4 | black b4 c4 hand 4 | white to place	w	a1=l c1=l e1=l b2=l d2=l a3=l b3=l d3=l e3=l d4=w a5=l c5=l
0	white c2 e5 hand 4 | black a3 b3 hand 4 | white to place	d	a1=d c1=d e1=d b2=d d2=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d
8	white b2 b4 hand 4 | black e1 b3 hand 4 | white to place	d	a1=d c1=d c2=l d2=d a3=d d3=l e3=d c4=l d4=d a5=d c5=d e5=d
13	white e1 a5 hand 4 | black a1 e5 hand 4 | white to place	d	c1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d c5=d
4	white b4 c4 hand 4 | black c1 d2 hand 4 | white to place	w	a1=d e1=d b2=w c2=d a3=d b3=w d3=d e3=d d4=w a5=d c5=l e5=d
5	white c2 d2 hand 4 | black b2 d4 hand 4 | white to place	d	a1=l c1=l e1=l a3=l b3=d d3=l e3=l b4=d c4=l a5=l c5=l e5=l
5	white c4 d4 hand 4 | black b3 b4 hand 4 | white to place	d	a1=l c1=l e1=l b2=d c2=l d2=l a3=l d3=l e3=l a5=l c5=l e5=l
7	white d2 d3 hand 4 | black b2 d4 hand 4 | white to place	d	a1=l c1=l e1=l c2=l a3=l b3=l e3=l b4=d c4=d a5=l c5=l e5=l
14	white c1 b2 hand 4 | black c2 a3 hand 4 | white to place	d	a1=d e1=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
0	white a1 c4 hand 4 | black b2 d2 hand 4 | white to place	d	c1=l e1=l c2=d a3=l b3=l d3=l e3=l b4=l d4=l a5=l c5=l e5=l
3	white c2 d3 hand 4 | black a1 c1 hand 4 | white to place	d	e1=d b2=l d2=l a3=l b3=l e3=l b4=l c4=l d4=l a5=l c5=l e5=l
0	white a1 e5 hand 4 | black b3 c5 hand 4 | white to place	w	c1=d e1=w b2=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d d4=d a5=d
1	white a1 a5 hand 4 | black c1 e3 hand 4 | white to place	w	e1=d b2=d c2=d d2=d a3=w b3=d d3=d b4=d c4=d d4=d c5=w e5=w
4	white a5 e5 hand 4 | black b3 c4 hand 4 | white to place	w	a1=w c1=w e1=w b2=w c2=w d2=w a3=d d3=d e3=w b4=w d4=w c5=w
13	white b2 c2 hand 4 | black d2 c4 hand 4 | white to place	d	a1=l c1=l e1=l a3=l b3=d d3=l e3=l b4=d d4=d a5=l c5=l e5=l
3	white c1 a5 hand 4 | black a3 c5 hand 4 | white to place	d	a1=d e1=d b2=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d e5=d
2	white b2 e3 hand 4 | black a1 e1 hand 4 | white to place	d	c1=d c2=l d2=d a3=l b3=l d3=l b4=l c4=l d4=l a5=l c5=l e5=l
14	white e1 e5 hand 4 | black e3 d4 hand 4 | white to place	d	a1=d c1=d b2=d c2=d d2=d a3=l b3=d d3=d b4=d c4=d a5=d c5=l
1	white a5 c5 hand 4 | black d3 d4 hand 4 | white to place	w	a1=w c1=l e1=w b2=l c2=l d2=d a3=w b3=l e3=l b4=l c4=l e5=w
6	white e1 e3 hand 4 | black c5 e5 hand 4 | white to place	d	a1=l c1=l b2=l c2=l d2=l a3=l b3=l d3=l b4=l c4=l d4=l a5=d
1	white c4 c5 hand 4 | black d3 d4 hand 4 | white to place	d	a1=l c1=l e1=l b2=l c2=l d2=d a3=l b3=l e3=l b4=l a5=l e5=l
3	white d2 d3 hand 4 | black c1 c2 hand 4 | white to place	w	a1=d e1=d b2=d a3=d b3=d e3=d b4=d c4=d d4=w a5=d c5=d e5=d
0	white d3 e5 hand 4 | black b2 a3 hand 4 | white to place	d	a1=d c1=d e1=d c2=d d2=d b3=d e3=l b4=d c4=d d4=d a5=d c5=d
4	white c4 d4 hand 4 | black c1 b4 hand 4 | white to place	d	a1=d e1=d b2=d c2=l d2=d a3=d b3=l d3=l e3=d a5=d c5=l e5=d
1	white d4 c5 hand 4 | black e1 c4 hand 4 | white to place	d	a1=d c1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d a5=d e5=d
7	white b4 d4 hand 4 | black e1 c4 hand 4 | white to place	d	a1=d c1=d b2=d c2=l d2=d a3=d b3=l d3=l e3=d a5=d c5=d e5=d
7	white d2 d4 hand 4 | black b2 d3 hand 4 | white to place	d	a1=d c1=d e1=d c2=l a3=d b3=d e3=d b4=d c4=d a5=d c5=d e5=d
11	white a1 c1 hand 4 | black e1 c2 hand 4 | white to place	d	b2=d d2=d a3=l b3=l d3=l e3=d b4=d c4=l d4=d a5=l c5=d e5=d
0	white c1 d3 hand 4 | black a1 d2 hand 4 | white to place	d	e1=l b2=d c2=d a3=d b3=d e3=l b4=d c4=d d4=l a5=d c5=d e5=d
4	white a1 c1 hand 4 | black b4 c5 hand 4 | white to place	w	e1=w b2=d c2=d d2=d a3=d b3=d d3=d e3=d c4=d d4=d a5=d e5=d
6	white a1 c1 hand 4 | black e1 b2 hand 4 | white to place	d	c2=l d2=d a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l e5=l
7	white c1 e3 hand 4 | black e1 e5 hand 4 | white to place	d	a1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d c5=d
6	white b2 d2 hand 4 | black c2 c5 hand 4 | white to place	d	a1=d c1=d e1=d a3=d b3=l d3=l e3=d b4=d c4=d d4=d a5=d e5=d
0	white a5 e5 hand 4 | black b2 c4 hand 4 | white to place	w	a1=w c1=w e1=w c2=d d2=w a3=d b3=w d3=w e3=w b4=w d4=w c5=w
7	white d2 d4 hand 4 | black e1 d3 hand 4 | white to place	d	a1=d c1=d b2=d c2=l a3=d b3=l e3=d b4=d c4=d a5=d c5=d e5=d
2	white e3 c5 hand 4 | black c4 e5 hand 4 | white to place	d	a1=d c1=d e1=l b2=d c2=d d2=d a3=d b3=d d3=l b4=d d4=d a5=d
7	white c1 a5 hand 4 | black e1 e5 hand 4 | white to place	d	a1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=d b4=l c4=l d4=l c5=l
2	white b3 c5 hand 4 | black e1 e5 hand 4 | white to place	d	a1=l c1=l b2=l c2=l d2=l a3=l d3=l e3=d b4=l c4=l d4=l a5=l
1	white c1 b3 hand 4 | black a5 c5 hand 4 | white to place	d	a1=l e1=l b2=l c2=l d2=l a3=l d3=l e3=l b4=l c4=l d4=l e5=d
6	white a5 c5 hand 4 | black c2 e5 hand 4 | white to place	d	a1=d c1=l e1=d b2=d d2=d a3=l b3=d d3=d e3=l b4=d c4=l d4=d
13	white a1 b4 hand 4 | black b3 c4 hand 4 | white to place	w	c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d d4=d a5=w c5=d e5=w
5	white b2 d2 hand 4 | black c2 d4 hand 4 | white to place	d	a1=d c1=d e1=d a3=d b3=d d3=l e3=d b4=d c4=d a5=d c5=d e5=d
0	white d3 d4 hand 4 | black a1 b2 hand 4 | white to place	w	c1=l e1=d c2=d d2=w a3=l b3=l e3=l b4=w c4=w a5=l c5=l e5=l
4	white b2 d4 hand 4 | black a1 c1 hand 4 | white to place	w	e1=w c2=l d2=d a3=l b3=l d3=w e3=l b4=w c4=w a5=l c5=l e5=l
1	white b3 b4 hand 4 | black c1 c5 hand 4 | white to place	w	a1=d e1=d b2=w c2=d d2=d a3=d d3=d e3=d c4=d d4=d a5=d e5=d
12	white e3 e5 hand 4 | black e1 a5 hand 4 | white to place	d	a1=d c1=d b2=l c2=l d2=l a3=l b3=l d3=l b4=l c4=l d4=l c5=l
8	white b4 c4 hand 4 | black e1 d4 hand 4 | white to place	d	a1=l c1=l b2=l c2=l d2=d a3=l b3=l d3=l e3=l a5=l c5=l e5=d
1	white d2 c4 hand 4 | black b3 b4 hand 4 | white to place	d	a1=l c1=l e1=l b2=d c2=l a3=l d3=l e3=l d4=l a5=l c5=l e5=l
2	white e1 a5 hand 4 | black b4 c4 hand 4 | white to place	w	a1=w c1=w b2=l c2=l d2=l a3=l b3=l d3=l e3=w d4=w c5=l e5=d
7	white c5 e5 hand 4 | black a1 a5 hand 4 | white to place	d	c1=l e1=l b2=l c2=l d2=l a3=d b3=l d3=l e3=l b4=l c4=l d4=l
3	white b2 c2 hand 4 | black e1 a5 hand 4 | white to place	w	a1=d c1=l d2=w a3=d b3=w d3=d e3=l b4=w c4=w d4=w c5=d e5=d
3	white c2 c4 hand 4 | black a5 e5 hand 4 | white to place	d	a1=l c1=l e1=l b2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l c5=d
3	white d2 b4 hand 4 | black a1 e1 hand 4 | white to place	w	c1=d b2=d c2=l a3=l b3=w d3=l e3=l c4=w d4=w a5=l c5=l e5=l
2	white a1 e1 hand 4 | black b2 d4 hand 4 | white to place	w	c1=w c2=w d2=w a3=w b3=d d3=w e3=w b4=w c4=d a5=w c5=w e5=w
8	white c1 c4 hand 4 | black a5 c5 hand 4 | white to place	d	a1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l e5=d
0	white b2 a5 hand 4 | black a3 c4 hand 4 | white to place	d	a1=d c1=d e1=d c2=d d2=d b3=d d3=d e3=d b4=d d4=d c5=d e5=d
13	white a1 e1 hand 4 | black c1 e5 hand 4 | white to place	d	b2=d c2=d d2=d a3=d b3=d d3=d e3=l b4=d c4=d d4=d a5=d c5=d
11	white b2 c2 hand 4 | black d2 d4 hand 4 | white to place	d	a1=l c1=l e1=l a3=l b3=l d3=d e3=l b4=l c4=l a5=l c5=l e5=l
2	white e1 c5 hand 4 | black d2 d4 hand 4 | white to place	w	a1=l c1=l b2=l c2=l a3=l b3=l d3=d e3=l b4=l c4=l a5=w e5=l
4	white c1 a5 hand 4 | black b2 b4 hand 4 | white to place	w	a1=l e1=w c2=l d2=l a3=l b3=d d3=l e3=l c4=l d4=l c5=l e5=l
9	white d2 d4 hand 4 | black c2 d3 hand 4 | white to place	d	a1=d c1=d e1=d b2=d a3=d b3=d e3=d b4=d c4=d a5=d c5=d e5=d
10	white b2 d2 hand 4 | black a1 c2 hand 4 | white to place	d	c1=d e1=d a3=d b3=l d3=d e3=d b4=d c4=l d4=d a5=d c5=d e5=d
3	white b2 d2 hand 4 | black c1 e1 hand 4 | white to place	w	a1=w c2=w a3=d b3=l d3=l e3=d b4=d c4=d d4=d a5=d c5=l e5=d
6	white d2 d4 hand 4 | black d3 c5 hand 4 | white to place	d	a1=d c1=d e1=d b2=d c2=d a3=d b3=d e3=d b4=d c4=l a5=d e5=d
1	white b4 c4 hand 4 | black b3 d4 hand 4 | white to place	d	a1=d c1=l e1=d b2=l c2=d d2=d a3=d d3=l e3=l a5=d c5=l e5=d
9	white b2 c2 hand 4 | black d2 a5 hand 4 | white to place	d	a1=d c1=l e1=d a3=d b3=l d3=l e3=l b4=d c4=l d4=l c5=l e5=d
2	white b2 d4 hand 4 | black e1 e5 hand 4 | white to place	w	a1=l c1=l c2=w d2=d a3=l b3=w d3=l e3=d b4=w c4=l a5=l c5=l
9	white b2 b4 hand 4 | black b3 e5 hand 4 | white to place	d	a1=d c1=d e1=d c2=l d2=d a3=d d3=l e3=d c4=l d4=d a5=d c5=d
14	white c2 d2 hand 4 | black b2 e3 hand 4 | white to place	d	a1=d c1=l e1=d a3=l b3=d d3=l b4=d c4=d d4=d a5=d c5=d e5=d
3	white b2 a5 hand 4 | black a1 e1 hand 4 | white to place	d	c1=d c2=l d2=d a3=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
13	white c1 a5 hand 4 | black e1 a3 hand 4 | white to place	d	a1=l b2=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d c5=d e5=d
2	white c1 e3 hand 4 | black e1 c2 hand 4 | white to place	d	a1=d b2=d d2=d a3=d b3=d d3=l b4=d c4=d d4=d a5=d c5=d e5=l
6	white b2 c2 hand 4 | black d2 b4 hand 4 | white to place	d	a1=l c1=l e1=l a3=l b3=l d3=d e3=l c4=l d4=d a5=l c5=l e5=l
10	white e1 a3 hand 4 | black c5 e5 hand 4 | white to place	d	a1=l c1=l b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l a5=d
4	white a3 e3 hand 4 | black b2 b3 hand 4 | white to place	d	a1=l c1=l e1=l c2=l d2=l d3=l b4=d c4=l d4=l a5=l c5=l e5=l
13	white b4 d4 hand 4 | black b3 c4 hand 4 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d a5=d c5=d e5=d
1	white a1 b3 hand 4 | black c1 c4 hand 4 | white to place	d	e1=d b2=d c2=d d2=d a3=l d3=d e3=d b4=d d4=d a5=d c5=d e5=d
5	white a5 e5 hand 4 | black c2 c5 hand 4 | white to place	d	a1=d c1=d e1=d b2=d d2=d a3=l b3=d d3=d e3=l b4=d c4=d d4=d
11	white a1 e1 hand 4 | black c1 c2 hand 4 | white to place	d	b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
0	white d3 b4 hand 4 | black a3 b3 hand 4 | white to place	w	a1=d c1=d e1=d b2=d c2=d d2=d e3=d c4=d d4=w a5=d c5=d e5=d
2	white a1 e1 hand 4 | black c4 d4 hand 4 | white to place	w	c1=w b2=l c2=l d2=l a3=w b3=l d3=l e3=w b4=d a5=w c5=w e5=w
11	white b2 b3 hand 4 | black b4 a5 hand 4 | white to place	d	a1=l c1=l e1=l c2=l d2=l a3=l d3=l e3=l c4=l d4=d c5=l e5=l
7	white a5 c5 hand 4 | black a1 e5 hand 4 | white to place	d	c1=l e1=d b2=l c2=l d2=l a3=l b3=l d3=l e3=d b4=l c4=l d4=l
12	white d2 d4 hand 4 | black b3 d3 hand 4 | white to place	d	a1=d c1=d e1=d b2=d c2=d a3=d e3=d b4=d c4=d a5=d c5=d e5=d
7	white d2 d3 hand 4 | black d4 c5 hand 4 | white to place	d	a1=d c1=l e1=d b2=l c2=l a3=l b3=l e3=l b4=d c4=l a5=l e5=d
2	white d2 d4 hand 4 | black a3 e5 hand 4 | white to place	w	a1=d c1=d e1=d b2=w c2=w b3=d d3=w e3=d b4=w c4=w a5=d c5=d
6	white a1 a3 hand 4 | black b2 a5 hand 4 | white to place	d	c1=l e1=l c2=l d2=l b3=l d3=l e3=l b4=d c4=l d4=l c5=l e5=l
11	white a5 c5 hand 4 | black b3 e5 hand 4 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=l d3=l e3=d b4=d c4=l d4=d
13	white c4 d4 hand 4 | black d2 b4 hand 4 | white to place	d	a1=l c1=l e1=l b2=d c2=l a3=l b3=d d3=l e3=l a5=l c5=l e5=l
5	white a5 c5 hand 4 | black b4 e5 hand 4 | white to place	d	a1=l c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l c4=l d4=d
13	white c2 c5 hand 4 | black b4 c4 hand 4 | white to place	d	a1=l c1=l e1=l b2=l d2=l a3=l b3=l d3=l e3=l d4=d a5=l e5=l
5	white c5 e5 hand 4 | black c2 a5 hand 4 | white to place	d	a1=d c1=l e1=d b2=d d2=d a3=l b3=d d3=d e3=l b4=d c4=l d4=d
8	white b2 b3 hand 4 | black e3 b4 hand 4 | white to place	d	a1=d c1=d e1=d c2=l d2=d a3=l d3=l c4=l d4=d a5=d c5=d e5=d
10	white b2 d2 hand 4 | black c2 e5 hand 4 | white to place	d	a1=d c1=d e1=d a3=d b3=l d3=l e3=d b4=d c4=l d4=d a5=d c5=d
3	white c1 b4 hand 4 | black a3 a5 hand 4 | white to place	d	a1=d e1=l b2=d c2=l d2=l b3=l d3=l e3=l c4=l d4=l c5=l e5=l
5	white a3 a5 hand 4 | black a1 b4 hand 4 | white to place	d	c1=l e1=l b2=d c2=l d2=l b3=l d3=l e3=l c4=l d4=l c5=l e5=l
3	white a5 e5 hand 4 | black a1 a3 hand 4 | white to place	w	c1=d e1=w b2=d c2=d d2=d b3=d d3=d e3=w b4=d c4=d d4=d c5=w
4	white d2 d4 hand 4 | black c1 c4 hand 4 | white to place	w	a1=d e1=d b2=w c2=d a3=d b3=d d3=w e3=d b4=d a5=d c5=d e5=d
8	white c2 d2 hand 4 | black b2 c5 hand 4 | white to place	d	a1=d c1=l e1=d a3=d b3=l d3=l e3=d b4=d c4=l d4=d a5=d e5=d
4	white b2 a3 hand 4 | black b3 c4 hand 4 | white to place	d	a1=d c1=d e1=d c2=d d2=d d3=d e3=d b4=d d4=d a5=d c5=d e5=d
11	white a1 c2 hand 4 | black d2 d4 hand 4 | white to place	d	c1=l e1=l b2=l a3=l b3=l d3=d e3=l b4=l c4=l a5=l c5=l e5=l
10	white a1 a3 hand 4 | black a5 c5 hand 4 | white to place	d	c1=l e1=l b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l e5=d
8	white a1 a3 hand 4 | black d3 a5 hand 4 | white to place	d	c1=l e1=d b2=d c2=d d2=d b3=l e3=l b4=d c4=d d4=d c5=l e5=d
0	white a1 c2 hand 4 | black b2 d2 hand 4 | white to place	d	c1=l e1=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
12	white a1 c1 hand 4 | black e1 d4 hand 4 | white to place	d	b2=l c2=l d2=d a3=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l e5=d
5	white a3 a5 hand 4 | black a1 c2 hand 4 | white to place	d	c1=l e1=d b2=d d2=l b3=l d3=l e3=l b4=d c4=l d4=d c5=l e5=l
5	white a1 a5 hand 4 | black c2 a3 hand 4 | white to place	d	c1=l e1=d b2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d c5=d e5=d
8	white a1 c1 hand 4 | black e1 c5 hand 4 | white to place	d	b2=l c2=l d2=l a3=d b3=l d3=l e3=l b4=l c4=l d4=l a5=d e5=d
11	white b4 d4 hand 4 | black c4 c5 hand 4 | white to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d a5=d e5=d
11	white b2 b4 hand 4 | black b3 c5 hand 4 | white to place	d	a1=d c1=d e1=d c2=d d2=d a3=d d3=d e3=d c4=l d4=d a5=d e5=d
1	white a5 c5 hand 4 | black d3 c4 hand 4 | white to place	w	a1=d c1=d e1=d b2=d c2=d d2=d a3=d b3=d e3=d b4=d d4=d e5=w
0	white a1 d3 e5 hand 3 | black b3 c5 hand 4 | black to place	d	c1=d e1=d b2=d c2=d d2=d a3=l e3=d b4=d c4=d d4=d a5=l
11	white b2 b4 d4 hand 3 | black c4 c5 hand 4 | black to place	d	a1=l c1=l e1=l c2=l d2=l a3=l b3=d d3=l e3=l a5=l e5=l
11	white b2 a5 c5 hand 3 | black b3 e5 hand 4 | black to place	d	a1=d c1=d e1=d c2=d d2=d a3=d d3=d e3=d b4=d c4=d d4=d
2	white c1 b2 e3 hand 3 | black e1 c2 hand 4 | black to place	d	a1=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d c5=d e5=d
1	white a1 b3 e5 hand 3 | black c1 c4 hand 4 | black to place	d	e1=l b2=l c2=l d2=l a3=d d3=d e3=l b4=d d4=l a5=d c5=d
1	white d2 c4 c5 hand 3 | black b3 b4 hand 4 | black to place	w	a1=d c1=d e1=d b2=w c2=d a3=d d3=d e3=d d4=d a5=d e5=d
6	white a1 b2 c2 hand 3 | black d2 b4 hand 4 | black to place	w	c1=d e1=d a3=d b3=d d3=d e3=d c4=d d4=w a5=d c5=d e5=d
1	white a5 c5 e5 hand 3 | black d4 hand 4 | black to place	l	a1=l c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l
9	white b2 c2 b4 hand 3 | black d2 a5 hand 4 | black to place	d	a1=d c1=d e1=l a3=d b3=d d3=l e3=l c4=d d4=l c5=l e5=l
4	white b4 c4 d4 hand 3 | black c1 hand 4 | black to place	l	a1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l a5=l c5=l e5=l
13	white b2 c4 d4 hand 3 | black d2 b4 hand 4 | black to place	d	a1=d c1=d e1=d c2=d a3=d b3=d d3=d e3=d a5=d c5=d e5=d
13	white a1 c2 c4 hand 3 | black b2 d2 hand 4 | black to place	d	c1=d e1=d a3=d b3=d d3=d e3=d b4=d d4=d a5=d c5=d e5=d
7	white d2 e3 d4 hand 3 | black b2 d3 hand 4 | black to place	d	a1=d c1=d e1=d c2=d a3=d b3=d b4=d c4=d a5=d c5=d e5=d
1	white a5 c5 e5 hand 3 | black c4 hand 4 | black to place	l	a1=l c1=l e1=l b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l
10	white b2 d2 d4 hand 3 | black c2 e5 hand 4 | black to place	d	a1=l c1=l e1=d a3=l b3=l d3=d e3=l b4=l c4=l a5=l c5=l
10	white b2 d2 d4 hand 3 | black a1 c2 hand 4 | black to place	d	c1=l e1=l a3=l b3=l d3=d e3=l b4=l c4=l a5=l c5=l e5=l
13	white a1 e1 c2 hand 3 | black c1 e5 hand 4 | black to place	d	b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d
12	white a1 c1 a5 hand 3 | black e1 d4 hand 4 | black to place	w	b2=l c2=l d2=l a3=w b3=l d3=l e3=l b4=l c4=l c5=l e5=l
8	white a1 c1 a3 hand 3 | black d3 a5 hand 4 | black to place	w	e1=w b2=l c2=l d2=l b3=l e3=l b4=l c4=l d4=l c5=l e5=l
5	white e3 c5 e5 hand 3 | black c2 a5 hand 4 | black to place	w	a1=l c1=l e1=w b2=l d2=l a3=l b3=l d3=l b4=l c4=l d4=l
7	white c1 a3 e3 hand 3 | black e1 e5 hand 4 | black to place	d	a1=d b2=d c2=d d2=d b3=d d3=d b4=d c4=d d4=d a5=d c5=d
0	white d3 b4 c4 hand 3 | black a3 b3 hand 4 | black to place	d	a1=l c1=l e1=l b2=l c2=l d2=l e3=l d4=d a5=l c5=l e5=l
6	white d2 c4 d4 hand 3 | black d3 c5 hand 4 | black to place	w	a1=l c1=l e1=l b2=l c2=l a3=l b3=l e3=l b4=w a5=l e5=l
3	white b2 c2 b3 hand 3 | black e1 a5 hand 4 | black to place	l	a1=l c1=l d2=l a3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
5	white a1 c2 d2 hand 3 | black b2 d4 hand 4 | black to place	w	c1=d e1=d a3=d b3=d d3=d e3=d b4=w c4=d a5=d c5=d e5=d
6	white b2 d2 b4 hand 3 | black c2 c5 hand 4 | black to place	d	a1=l c1=l e1=l a3=l b3=d d3=l e3=l c4=l d4=l a5=l e5=l
12	white d2 c4 d4 hand 3 | black b3 d3 hand 4 | black to place	d	a1=l c1=l e1=l b2=l c2=l a3=l e3=l b4=d a5=l c5=l e5=l
13	white a1 c1 b2 hand 3 | black a3 a5 hand 4 | black to place	d	e1=d c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
4	white b2 a3 a5 hand 3 | black b3 c4 hand 4 | black to place	d	a1=d c1=l e1=l c2=l d2=l d3=l e3=l b4=l d4=l c5=l e5=l
4	white c1 e3 a5 hand 3 | black b2 b4 hand 4 | black to place	w	a1=l e1=w c2=d d2=w a3=l b3=l d3=l c4=w d4=w c5=d e5=l
3	white c2 c4 d4 hand 3 | black a5 e5 hand 4 | black to place	w	a1=l c1=l e1=l b2=l d2=l a3=l b3=d d3=d e3=l b4=w c5=w
6	white a1 a5 c5 hand 3 | black c2 e5 hand 4 | black to place	d	c1=l e1=l b2=l d2=l a3=d b3=l d3=l e3=l b4=l c4=l d4=l
2	white b3 d4 c5 hand 3 | black e1 e5 hand 4 | black to place	w	a1=w c1=d b2=d c2=d d2=d a3=d d3=d e3=w b4=d c4=d a5=d
3	white b2 d3 a5 hand 3 | black a1 e1 hand 4 | black to place	w	c1=w c2=d d2=d a3=l b3=d e3=d b4=d c4=d d4=d c5=d e5=w
11	white b2 d2 b3 hand 3 | black b4 a5 hand 4 | black to place	w	a1=l c1=d e1=l c2=w a3=l d3=d e3=l c4=l d4=d c5=l e5=l
3	white b2 c2 d2 hand 3 | black c1 hand 4 | black to place	l	a1=l e1=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l a5=l c5=l e5=l
5	white e1 a5 e5 hand 3 | black c2 c5 hand 4 | black to place	d	a1=l c1=l b2=l d2=l a3=l b3=l d3=l e3=d b4=l c4=l d4=l
0	white a3 a5 e5 hand 3 | black b2 c4 hand 4 | black to place	d	a1=d c1=l e1=l c2=l d2=l b3=l d3=l e3=l b4=l d4=l c5=l
4	white a1 c4 d4 hand 3 | black c1 b4 hand 4 | black to place	d	e1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d a5=d c5=d e5=d
1	white c1 e1 b3 hand 3 | black a5 c5 hand 4 | black to place	w	a1=w b2=l c2=l d2=l a3=l d3=l e3=l b4=l c4=l d4=l e5=w
1	white b2 c4 c5 hand 3 | black d3 d4 hand 4 | black to place	w	a1=d c1=d e1=d c2=d d2=w a3=d b3=d e3=d b4=d a5=d e5=d
3	white c2 a3 d3 hand 3 | black a1 c1 hand 4 | black to place	w	e1=w b2=d d2=d b3=d e3=d b4=d c4=d d4=d a5=l c5=d e5=d
10	white b2 d2 b4 hand 3 | black c2 e5 hand 4 | black to place	d	a1=l c1=l e1=l a3=l b3=d d3=l e3=l c4=l d4=l a5=l c5=l
4	white b2 d4 e5 hand 3 | black a1 c1 hand 4 | black to place	w	e1=w c2=l d2=l a3=w b3=l d3=l e3=l b4=l c4=l a5=w c5=l
1	white a1 a3 a5 hand 3 | black c1 hand 4 | black to place	l	e1=l b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
8	white c2 d2 d3 hand 3 | black b2 c5 hand 4 | black to place	w	a1=l c1=l e1=l a3=l b3=l e3=l b4=l c4=l d4=w a5=l e5=l
8	white d2 b4 d4 hand 3 | black d3 c5 hand 4 | black to place	d	a1=l c1=l e1=l b2=l c2=l a3=l b3=l e3=l c4=d a5=l e5=l
1	white b3 d4 c5 hand 3 | black e1 c4 hand 4 | black to place	d	a1=d c1=d b2=d c2=d d2=d a3=l d3=d e3=d b4=d a5=l e5=d
1	white b2 b3 b4 hand 3 | black c5 hand 4 | black to place	l	a1=l c1=l e1=l c2=l d2=l a3=l d3=l e3=l c4=l d4=l a5=l e5=l
4	white a1 c1 a5 hand 3 | black b4 c5 hand 4 | black to place	d	e1=d b2=l c2=l d2=l a3=l b3=l d3=l e3=l c4=l d4=l e5=l
14	white a1 e1 e5 hand 3 | black e3 d4 hand 4 | black to place	d	c1=d b2=l c2=l d2=l a3=l b3=l d3=l b4=l c4=l a5=l c5=l
13	white b2 c2 b3 hand 3 | black d2 c4 hand 4 | black to place	d	a1=l c1=d e1=d a3=d d3=l e3=d b4=d d4=l a5=d c5=l e5=l
8	white a1 c1 a3 hand 3 | black e1 c5 hand 4 | black to place	d	b2=l c2=d d2=d b3=d d3=d e3=l b4=d c4=l d4=l a5=d e5=l
9	white b2 d2 b4 hand 3 | black b3 e5 hand 4 | black to place	d	a1=l c1=l e1=l c2=d a3=l d3=l e3=l c4=l d4=l a5=l c5=l
8	white b2 d2 b3 hand 3 | black e3 b4 hand 4 | black to place	d	a1=l c1=l e1=l c2=d a3=l d3=l c4=l d4=l a5=l c5=l e5=l
10	white b3 b4 c4 hand 3 | black c2 d4 hand 4 | black to place	d	a1=d c1=l e1=l b2=d d2=l a3=d d3=l e3=d a5=l c5=d e5=d
5	white b2 c4 d4 hand 3 | black b3 b4 hand 4 | black to place	d	a1=l c1=d e1=d c2=d d2=d a3=l d3=d e3=l a5=l c5=d e5=l
6	white a1 c1 a3 hand 3 | black b2 a5 hand 4 | black to place	w	e1=w c2=l d2=d b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
12	white b2 c2 b4 hand 3 | black d2 e3 hand 4 | black to place	w	a1=l c1=d e1=l a3=d b3=w d3=l c4=d d4=l a5=l c5=l e5=l
10	white b2 d2 b4 hand 3 | black a1 c2 hand 4 | black to place	d	c1=l e1=l a3=l b3=d d3=l e3=l c4=l d4=l a5=d c5=l e5=l
13	white e1 b4 a5 hand 3 | black a1 e5 hand 4 | black to place	d	c1=l b2=d c2=d d2=d a3=l b3=d d3=d e3=l c4=d d4=d c5=l
5	white e1 b4 c4 hand 3 | black b3 d4 hand 4 | black to place	d	a1=d c1=d b2=d c2=d d2=d a3=d d3=d e3=d a5=d c5=d e5=d
12	white a1 e3 e5 hand 3 | black e1 a5 hand 4 | black to place	d	c1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d c5=d
4	white a1 c2 e5 hand 3 | black b4 c4 hand 4 | black to place	w	c1=l e1=l b2=d d2=d a3=d b3=d d3=d e3=d d4=w a5=l c5=l
8	white b2 b4 d4 hand 3 | black e1 b3 hand 4 | black to place	d	a1=l c1=l c2=l d2=l a3=l d3=l e3=l c4=d a5=l c5=l e5=l
6	white a1 c1 a5 hand 3 | black e1 b2 hand 4 | black to place	w	c2=l d2=l a3=w b3=l d3=l e3=l b4=d c4=l d4=l c5=l e5=l
8	white b2 b4 c4 hand 3 | black e1 d4 hand 4 | black to place	w	a1=l c1=l c2=l d2=l a3=l b3=w d3=l e3=l a5=l c5=l e5=l
10	white a1 a3 e5 hand 3 | black a5 c5 hand 4 | black to place	d	c1=d e1=d b2=l c2=l d2=d b3=d d3=d e3=d b4=l c4=l d4=l
12	white a1 c1 a5 hand 3 | black e1 b4 hand 4 | black to place	d	b2=d c2=d d2=l a3=d b3=d d3=l e3=l c4=l d4=l c5=d e5=l
0	white d3 b4 e5 hand 3 | black b2 a3 hand 4 | black to place	d	a1=l c1=l e1=l c2=d d2=d b3=l e3=l c4=d d4=d a5=l c5=l
5	white a3 a5 c5 hand 3 | black a1 b4 hand 4 | black to place	w	c1=l e1=l b2=l c2=l d2=l b3=l d3=l e3=l c4=l d4=d e5=w
13	white a1 b4 e5 hand 3 | black b3 c4 hand 4 | black to place	l	c1=l e1=l b2=l c2=l d2=l a3=l d3=l e3=l d4=l a5=l c5=l
7	white b2 b4 d4 hand 3 | black e1 c4 hand 4 | black to place	d	a1=l c1=l c2=l d2=l a3=l b3=d d3=l e3=l a5=l c5=l e5=l
3	white d2 e3 b4 hand 3 | black a1 e1 hand 4 | black to place	w	c1=w b2=l c2=d a3=d b3=d d3=d c4=l d4=l a5=w c5=d e5=l
2	white e1 d2 a5 hand 3 | black b4 c4 hand 4 | black to place	w	a1=l c1=l b2=w c2=l a3=l b3=w d3=l e3=l d4=w c5=l e5=l
7	white d2 d3 c5 hand 3 | black b2 d4 hand 4 | black to place	w	a1=d c1=d e1=d c2=d a3=d b3=d e3=d b4=w c4=d a5=d e5=d
0	white b2 b4 a5 hand 3 | black a3 c4 hand 4 | black to place	d	a1=l c1=l e1=l c2=l d2=l b3=d d3=l e3=l d4=l c5=l e5=l
3	white c1 e1 a5 hand 3 | black a3 c5 hand 4 | black to place	d	a1=d b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l e5=l
7	white c1 e3 a5 hand 3 | black e1 e5 hand 4 | black to place	d	a1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d c5=l
3	white c1 c2 b4 hand 3 | black a3 a5 hand 4 | black to place	w	a1=w e1=d b2=d d2=d b3=d d3=d e3=d c4=d d4=l c5=w e5=w
10	white b2 b4 c4 hand 3 | black c2 d4 hand 4 | black to place	d	a1=d c1=l e1=l d2=l a3=d b3=d d3=l e3=d a5=l c5=d e5=d
5	white a1 a5 e5 hand 3 | black c2 a3 hand 4 | black to place	d	c1=l e1=l b2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=d
11	white a1 e1 a5 hand 3 | black c1 c2 hand 4 | black to place	d	b2=l d2=l a3=d b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
6	white b2 c2 d3 hand 3 | black d2 b4 hand 4 | black to place	d	a1=d c1=d e1=d a3=d b3=d e3=d c4=d d4=d a5=d c5=d e5=d
7	white e1 a5 c5 hand 3 | black a1 e5 hand 4 | black to place	d	c1=d b2=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d
9	white a1 e1 a3 hand 3 | black b2 a5 hand 4 | black to place	w	c1=w c2=l d2=d b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
7	white d2 b4 d4 hand 3 | black e1 d3 hand 4 | black to place	d	a1=l c1=l b2=l c2=l a3=l b3=l e3=l c4=d a5=l c5=l e5=l
11	white a1 a5 c5 hand 3 | black b3 e5 hand 4 | black to place	d	c1=d e1=d b2=d c2=l d2=l a3=d d3=d e3=l b4=l c4=d d4=d
5	white a3 a5 c5 hand 3 | black b4 e5 hand 4 | black to place	w	a1=w c1=l e1=l b2=d c2=l d2=l b3=l d3=l e3=l c4=l d4=l
14	white e1 c2 d2 hand 3 | black b2 e3 hand 4 | black to place	d	a1=d c1=d a3=d b3=d d3=d b4=d c4=d d4=d a5=d c5=d e5=d
2	white a1 e3 c5 hand 3 | black c4 e5 hand 4 | black to place	d	c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d d4=d a5=d
1	white c2 b4 c4 hand 3 | black b3 d4 hand 4 | black to place	d	a1=d c1=d e1=d b2=d d2=d a3=d d3=d e3=d a5=d c5=d e5=d
2	white c1 b2 e3 hand 3 | black a1 e1 hand 4 | black to place	d	c2=d d2=d a3=l b3=d d3=d b4=d c4=d d4=d a5=d c5=d e5=l
9	white d2 b4 d4 hand 3 | black c2 d3 hand 4 | black to place	d	a1=l c1=l e1=l b2=l a3=l b3=l e3=l c4=d a5=l c5=l e5=l
11	white a1 c2 d3 hand 3 | black d2 d4 hand 4 | black to place	d	c1=d e1=d b2=l a3=d b3=l e3=d b4=d c4=d a5=d c5=d e5=d
2	white e1 c4 c5 hand 3 | black d2 d4 hand 4 | black to place	w	a1=l c1=d b2=w c2=w a3=w b3=w d3=w e3=d b4=l a5=w e5=d
14	white a1 c1 d2 hand 3 | black e1 b2 hand 4 | black to place	d	c2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
7	white b2 d2 d3 hand 3 | black d4 c5 hand 4 | black to place	w	a1=l c1=d e1=l c2=w a3=l b3=d e3=d b4=l c4=l a5=l e5=l
5	white a3 a5 e5 hand 3 | black a1 c2 hand 4 | black to place	w	c1=l e1=l b2=l d2=l b3=d d3=l e3=d b4=l c4=d d4=l c5=w
10	white e1 a3 a5 hand 3 | black c5 e5 hand 4 | black to place	d	a1=d c1=l b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l
4	white a1 a5 e5 hand 3 | black b3 c4 hand 4 | black to place	l	c1=l e1=l b2=l c2=l d2=l a3=l d3=l e3=l b4=l d4=l c5=l
11	white b2 d2 b4 hand 3 | black b3 c5 hand 4 | black to place	d	a1=l c1=l e1=l c2=d a3=l d3=l e3=l c4=l d4=l a5=l e5=l
0	white a1 c4 e5 hand 3 | black b2 d2 hand 4 | black to place	w	c1=l e1=l c2=w a3=d b3=w d3=w e3=d b4=w d4=w a5=l c5=l
6	white e1 e3 a5 hand 3 | black c5 e5 hand 4 | black to place	d	a1=d c1=d b2=d c2=l d2=l a3=d b3=d d3=d b4=l c4=l d4=l
4	white b2 d2 d4 hand 3 | black c1 c4 hand 4 | black to place	l	a1=l e1=l c2=l a3=l b3=l d3=l e3=l b4=l a5=l c5=l e5=l
13	white c2 d4 c5 hand 3 | black b4 c4 hand 4 | black to place	d	a1=l c1=l e1=l b2=d d2=d a3=l b3=l d3=l e3=l a5=l e5=l
2	white d2 d3 d4 hand 3 | black e5 hand 4 | black to place	l	a1=l c1=l e1=l b2=l c2=l a3=l b3=l e3=l b4=l c4=l a5=l c5=l
4	white a3 d3 e3 hand 3 | black b2 b3 hand 4 | black to place	w	a1=d c1=d e1=d c2=w d2=w b4=w c4=d d4=d a5=d c5=d e5=d
13	white c1 a5 c5 hand 3 | black e1 a3 hand 4 | black to place	d	a1=l b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l e5=d
3	white d2 d3 d4 hand 3 | black c1 hand 4 | black to place	l	a1=l e1=l b2=l c2=l a3=l b3=l e3=l b4=l c4=l a5=l c5=l e5=l
5	white b2 d2 b4 hand 3 | black c2 d4 hand 4 | black to place	d	a1=l c1=l e1=l a3=l b3=d d3=l e3=l c4=l a5=l c5=l e5=l
0	white a1 c2 d4 hand 3 | black b2 d2 hand 4 | black to place	d	c1=d e1=d a3=d b3=d d3=d e3=d b4=d c4=d a5=d c5=d e5=d
3	white e1 a5 e5 hand 3 | black a1 a3 hand 4 | black to place	l	c1=l b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l
7	white a3 c5 e5 hand 3 | black a1 a5 hand 4 | black to place	d	c1=d e1=d b2=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d
2	white a1 c1 e1 hand 3 | black d4 hand 4 | black to place	l	b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l e5=l
2	white b2 b3 d4 hand 3 | black e1 e5 hand 4 | black to place	l	a1=l c1=l c2=l d2=l a3=l d3=l e3=l b4=l c4=l a5=l c5=l
8	white a1 e1 a3 hand 3 | black d3 a5 hand 4 | black to place	d	c1=d b2=l c2=l d2=l b3=l e3=l b4=l c4=l d4=l c5=l e5=l
11	white b2 c2 d3 hand 3 | black d2 d4 hand 4 | black to place	d	a1=d c1=d e1=d a3=d b3=d e3=d b4=d c4=d a5=d c5=d e5=d
0	white c2 e3 e5 hand 3 | black a3 b3 hand 4 | black to place	d	a1=l c1=l e1=d b2=l d2=l d3=l b4=l c4=l d4=l a5=l c5=l
0	white c1 b2 d3 hand 3 | black a1 d2 hand 4 | black to place	d	e1=d c2=d a3=d b3=d e3=d b4=d c4=d d4=d a5=d c5=d e5=d
13	white b4 d4 c5 hand 3 | black b3 c4 hand 4 | black to place	d	a1=d c1=d e1=d b2=d c2=d d2=d a3=d d3=d e3=d a5=d e5=d
14	white c1 b2 d4 hand 3 | black c2 a3 hand 4 | black to place	d	a1=d e1=l d2=l b3=d d3=l e3=l b4=d c4=d a5=d c5=l e5=l
11	white a1 c1 a5 hand 3 | black e1 c2 hand 4 | black to place	w	b2=l d2=l a3=w b3=d d3=d e3=l b4=d c4=l d4=l c5=d e5=d
8	white c1 c4 e5 hand 3 | black a5 c5 hand 4 | black to place	d	a1=d e1=d b2=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l
0	white d3 d4 c5 hand 3 | black a1 b2 hand 4 | black to place	w	c1=l e1=l c2=l d2=w a3=l b3=l e3=l b4=l c4=l a5=l e5=l
11	white a1 e1 a5 hand 3 | black c1 c2 a3 hand 3 | white to place	d	b2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d c5=d e5=d
3	white c2 c4 hand 3 | black a5 c5 e5 hand 3 | white to place	l	a1=l c1=l e1=l b2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l
3	white b2 d3 a5 hand 3 | black a1 e1 e3 hand 3 | white to place	d	c1=l c2=l d2=l a3=l b3=l b4=l c4=l d4=l c5=l e5=d
8	white b2 b4 c4 hand 3 | black e1 b3 d4 hand 3 | white to place	l	a1=l c1=l c2=l d2=l a3=l d3=l e3=l a5=l c5=l e5=l
6	white e1 e3 a5 hand 3 | black c1 c5 e5 hand 3 | white to place	d	a1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d c4=d d4=d
4	white a1 c2 e5 hand 3 | black b2 b4 c4 hand 3 | white to place	d	c1=l e1=l d2=l a3=l b3=l d3=l e3=l d4=d a5=l c5=l
5	white a3 a5 e5 hand 3 | black a1 c2 c5 hand 3 | white to place	l	c1=l e1=l b2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l
13	white c1 a5 c5 hand 3 | black e1 a3 e5 hand 3 | white to place	d	a1=l b2=l c2=l d2=l b3=l d3=l e3=d b4=l c4=l d4=l
0	white a1 c2 d4 hand 3 | black b2 d2 c5 hand 3 | white to place	d	c1=d e1=d a3=d b3=d d3=d e3=d b4=d c4=d a5=d e5=d
3	white b2 c2 b3 hand 3 | black a1 e1 a5 hand 3 | white to place	w	c1=l d2=w a3=l d3=l e3=l b4=w c4=l d4=l c5=l e5=l
8	white a1 c1 a3 hand 3 | black e1 a5 c5 hand 3 | white to place	d	b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l e5=d
0	white c1 b2 d3 hand 3 | black a1 d2 e5 hand 3 | white to place	d	e1=l c2=l a3=d b3=d e3=l b4=d c4=l d4=l a5=d c5=d
0	white d3 b4 c4 hand 3 | black a3 b3 a5 hand 3 | white to place	w	a1=d c1=d e1=d b2=d c2=d d2=l e3=l d4=w c5=d e5=d
10	white b2 d2 d4 hand 3 | black a1 c2 d3 hand 3 | white to place	d	c1=l e1=d a3=d b3=l e3=l b4=d c4=l a5=d c5=l e5=d
12	white b2 c2 b4 hand 3 | black d2 b3 e3 hand 3 | white to place	l	a1=l c1=l e1=l a3=l d3=l c4=l d4=l a5=l c5=l e5=l
8	white b2 d2 b3 hand 3 | black c2 e3 b4 hand 3 | white to place	d	a1=d c1=d e1=l a3=l d3=l c4=l d4=d a5=l c5=l e5=d
8	white c1 c4 e5 hand 3 | black a3 a5 c5 hand 3 | white to place	w	a1=w e1=l b2=d c2=l d2=l b3=d d3=d e3=l b4=d d4=d
11	white a1 c2 d3 hand 3 | black d2 b4 d4 hand 3 | white to place	d	c1=l e1=l b2=l a3=l b3=l e3=l c4=d a5=l c5=l e5=l
7	white c1 a3 e3 hand 3 | black e1 c5 e5 hand 3 | white to place	d	a1=l b2=l c2=l d2=l b3=l d3=l b4=l c4=l d4=l a5=d
0	white d3 d4 c5 hand 3 | black a1 b2 a3 hand 3 | white to place	w	c1=l e1=l c2=l d2=w b3=l e3=l b4=l c4=l a5=w e5=l
4	white c1 e3 a5 hand 3 | black b2 b4 d4 hand 3 | white to place	l	a1=l e1=l c2=l d2=l a3=l b3=l d3=l c4=l c5=l e5=l
14	white c1 b2 d4 hand 3 | black c2 a3 c4 hand 3 | white to place	d	a1=d e1=d d2=d b3=d d3=d e3=d b4=d a5=d c5=d e5=d
3	white d2 d3 d4 hand 3 | black c1 b2 hand 3 | white to place	w	a1=w e1=w c2=l a3=w b3=w e3=w b4=w c4=w a5=w c5=w e5=w
13	white e1 b4 a5 hand 3 | black a1 b3 e5 hand 3 | white to place	d	c1=d b2=d c2=d d2=d a3=d d3=d e3=d c4=d d4=d c5=d
3	white b2 c2 d2 hand 3 | black c1 a3 hand 3 | white to place	w	a1=w e1=w b3=d d3=w e3=w b4=w c4=w d4=w a5=w c5=w e5=w
14	white b2 a5 c5 hand 3 | black a1 b3 e5 hand 3 | white to place	d	c1=d e1=d c2=l d2=d a3=l d3=l e3=l b4=l c4=l d4=l
5	white e3 c5 e5 hand 3 | black e1 c2 a5 hand 3 | white to place	l	a1=l c1=l b2=l d2=l a3=l b3=l d3=l b4=l c4=l d4=l
9	white a1 e1 a3 hand 3 | black c1 b2 a5 hand 3 | white to place	l	c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
12	white a1 e3 e5 hand 3 | black e1 b2 a5 hand 3 | white to place	d	c1=l c2=d d2=d a3=l b3=d d3=d b4=d c4=d d4=d c5=l
8	white c2 d2 d3 hand 3 | black b2 d4 c5 hand 3 | white to place	l	a1=l c1=l e1=l a3=l b3=l e3=l b4=l c4=l a5=l e5=l
5	white e1 b4 c4 hand 3 | black d2 b3 d4 hand 3 | white to place	d	a1=l c1=l b2=l c2=l a3=l d3=d e3=l a5=l c5=l e5=l
4	white b2 d2 d4 hand 3 | black c1 e3 c4 hand 3 | white to place	w	a1=w e1=w c2=w a3=d b3=w d3=w b4=d a5=w c5=w e5=w
2	white a1 c1 e1 hand 3 | black e3 d4 hand 3 | white to place	w	b2=w c2=d d2=w a3=w b3=w d3=w b4=w c4=w a5=w c5=w e5=w
13	white c2 d4 c5 hand 3 | black b3 b4 c4 hand 3 | white to place	w	a1=d c1=l e1=l b2=w d2=l a3=d d3=l e3=d a5=d e5=d
2	white a1 e3 c5 hand 3 | black c4 a5 e5 hand 3 | white to place	d	c1=d e1=d b2=d c2=d d2=d a3=d b3=d d3=d b4=d d4=d
6	white a1 a5 c5 hand 3 | black c2 a3 e5 hand 3 | white to place	d	c1=l e1=d b2=l d2=d b3=d d3=l e3=l b4=d c4=l d4=l
3	white d2 e3 b4 hand 3 | black a1 e1 a5 hand 3 | white to place	l	c1=l b2=l c2=l a3=l b3=l d3=l c4=l d4=l c5=l e5=l
2	white d2 d3 d4 hand 3 | black e3 e5 hand 3 | white to place	w	a1=w c1=w e1=w b2=w c2=d a3=w b3=w b4=w c4=w a5=w c5=w
13	white a1 c1 b2 hand 3 | black e1 a3 a5 hand 3 | white to place	d	c2=d d2=d b3=l d3=d e3=d b4=d c4=l d4=l c5=d e5=d
4	white b2 a3 a5 hand 3 | black b3 c4 e5 hand 3 | white to place	w	a1=w c1=d e1=d c2=w d2=w d3=d e3=d b4=d d4=w c5=l
1	white a1 b3 e5 hand 3 | black c1 b4 c4 hand 3 | white to place	d	e1=l b2=l c2=l d2=l a3=l d3=l e3=d d4=d a5=d c5=l
7	white e1 a5 c5 hand 3 | black a1 c4 e5 hand 3 | white to place	d	c1=l b2=d c2=d d2=d a3=l b3=d d3=d e3=l b4=d d4=d
7	white a3 c5 e5 hand 3 | black a1 b3 a5 hand 3 | white to place	d	c1=d e1=d b2=l c2=l d2=d d3=l e3=l b4=d c4=l d4=d
1	white a1 a3 a5 hand 3 | black c1 e5 hand 3 | white to place	w	e1=w b2=w c2=w d2=w b3=w d3=w e3=w b4=w c4=w d4=w c5=l
6	white a1 c1 a3 hand 3 | black e1 b2 a5 hand 3 | white to place	l	c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
4	white d3 e3 hand 3 | black b2 b3 b4 hand 3 | white to place	l	a1=l c1=l e1=l c2=l d2=l a3=l c4=l d4=l a5=l c5=l e5=l
10	white a1 a3 e5 hand 3 | black c1 a5 c5 hand 3 | white to place	d	e1=d b2=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d
13	white a1 e1 c2 hand 3 | black c1 a5 e5 hand 3 | white to place	d	b2=l d2=l a3=l b3=l d3=l e3=l b4=l c4=l d4=l c5=d
5	white b2 c4 d4 hand 3 | black b3 b4 e5 hand 3 | white to place	w	a1=d c1=l e1=d c2=d d2=w a3=d d3=d e3=d a5=d c5=l
11	white a1 a5 c5 hand 3 | black a3 b3 e5 hand 3 | white to place	d	c1=l e1=d b2=d c2=d d2=d d3=l e3=l b4=d c4=l d4=l
13	white a1 b4 e5 hand 3 | black a3 b3 c4 hand 3 | white to place	w	c1=d e1=w b2=d c2=d d2=d d3=d e3=d d4=d a5=w c5=w
0	white b2 b4 a5 hand 3 | black c1 a3 c4 hand 3 | white to place	w	a1=d e1=w c2=d d2=w b3=w d3=w e3=d d4=d c5=d e5=w
10	white b3 b4 c4 hand 3 | black b2 c2 d4 hand 3 | white to place	d	a1=l c1=l e1=l d2=d a3=l d3=l e3=l a5=l c5=l e5=l
11	white b2 d2 b4 hand 3 | black b3 a5 c5 hand 3 | white to place	w	a1=l c1=l e1=l c2=w a3=l d3=l e3=l c4=l d4=l e5=d
10	white b2 d2 d4 hand 3 | black c2 d3 e5 hand 3 | white to place	d	a1=d c1=l e1=d a3=l b3=l e3=l b4=d c4=l a5=d c5=d
1	white b3 d4 c5 hand 3 | black e1 e3 c4 hand 3 | white to place	d	a1=l c1=l b2=l c2=l d2=l a3=l d3=l b4=l a5=l e5=d
4	white a1 c4 d4 hand 3 | black c1 d3 b4 hand 3 | white to place	d	e1=d b2=d c2=d d2=d a3=l b3=l e3=d a5=d c5=l e5=d
12	white a1 c1 a5 hand 3 | black e1 a3 b4 hand 3 | white to place	d	b2=d c2=l d2=l b3=l d3=l e3=l c4=l d4=l c5=l e5=d
1	white d2 c4 hand 3 | black b2 b3 b4 hand 3 | white to place	l	a1=l c1=l e1=l c2=l a3=l d3=l e3=l d4=l a5=l c5=l e5=l
2	white e1 c5 hand 3 | black d2 d3 d4 hand 3 | white to place	w	a1=l c1=l b2=l c2=l a3=l b3=l e3=l b4=l c4=l a5=w e5=l
9	white b2 c2 b4 hand 3 | black d2 b3 a5 hand 3 | white to place	d	a1=d c1=l e1=l a3=l d3=l e3=l c4=l d4=d c5=l e5=l
11	white b2 a5 c5 hand 3 | black e1 b3 e5 hand 3 | white to place	d	a1=l c1=l c2=l d2=l a3=l d3=l e3=d b4=l c4=l d4=l
7	white b2 b4 d4 hand 3 | black e1 b3 c4 hand 3 | white to place	d	a1=d c1=l c2=l d2=d a3=l d3=l e3=l a5=d c5=l e5=d
9	white d2 b4 d4 hand 3 | black c2 d3 c4 hand 3 | white to place	d	a1=d c1=d e1=d b2=l a3=d b3=l e3=d a5=d c5=d e5=d
11	white b2 b4 d4 hand 3 | black b3 c4 c5 hand 3 | white to place	d	a1=d c1=d e1=d c2=d d2=d a3=d d3=d e3=d a5=d e5=d
0	white d3 b4 e5 hand 3 | black b2 c2 a3 hand 3 | white to place	d	a1=l c1=l e1=l d2=d b3=l e3=l c4=l d4=l a5=l c5=l
8	white a1 e1 a3 hand 3 | black c1 d3 a5 hand 3 | white to place	d	b2=d c2=d d2=l b3=l e3=l b4=l c4=l d4=d c5=l e5=d
14	white a1 e1 e5 hand 3 | black e3 b4 d4 hand 3 | white to place	w	c1=w b2=l c2=l d2=l a3=l b3=l d3=l c4=d a5=l c5=l
2	white c1 b2 e3 hand 3 | black a1 e1 a5 hand 3 | white to place	d	c2=l d2=l a3=d b3=l d3=l b4=l c4=l d4=l c5=l e5=l
11	white b2 d2 b3 hand 3 | black c2 b4 a5 hand 3 | white to place	l	a1=l c1=l e1=l a3=l d3=l e3=l c4=l d4=l c5=l e5=l
7	white d2 e3 d4 hand 3 | black b2 b3 d3 hand 3 | white to place	d	a1=l c1=l e1=l c2=l a3=l b4=d c4=l a5=l c5=l e5=l
7	white d2 b4 d4 hand 3 | black e1 d3 c4 hand 3 | white to place	d	a1=d c1=d b2=d c2=l a3=l b3=l e3=l a5=d c5=l e5=d
2	white b3 d4 hand 3 | black e1 e3 e5 hand 3 | white to place	w	a1=l c1=l b2=w c2=l d2=l a3=l d3=l b4=w c4=l a5=l c5=l
1	white c2 b4 c4 hand 3 | black b3 d4 a5 hand 3 | white to place	d	a1=l c1=l e1=l b2=l d2=d a3=l d3=l e3=l c5=l e5=l
7	white c1 e3 a5 hand 3 | black e1 a3 e5 hand 3 | white to place	d	a1=d b2=d c2=d d2=d b3=d d3=d b4=d c4=d d4=d c5=d
1	white b2 b3 b4 hand 3 | black a1 c5 hand 3 | white to place	w	c1=w e1=w c2=w d2=w a3=d d3=w e3=w c4=l d4=w a5=w e5=w
5	white b2 d2 b4 hand 3 | black c2 b3 d4 hand 3 | white to place	d	a1=d c1=d e1=d a3=d d3=l e3=d c4=l a5=d c5=d e5=d
1	white e1 b3 hand 3 | black a5 c5 e5 hand 3 | white to place	l	a1=l c1=l b2=l c2=l d2=l a3=l d3=l e3=l b4=l c4=l d4=l
3	white e1 a5 e5 hand 3 | black a1 c2 a3 hand 3 | white to place	w	c1=d b2=w d2=w b3=w d3=w e3=w b4=w c4=w d4=w c5=w
9	white b2 d2 b4 hand 3 | black c2 b3 e5 hand 3 | white to place	d	a1=d c1=l e1=d a3=l d3=l e3=l c4=l d4=d a5=d c5=l
4	white a1 c1 a5 hand 3 | black d2 b4 c5 hand 3 | white to place	w	e1=w b2=d c2=l a3=w b3=d d3=w e3=w c4=w d4=w e5=w
6	white a1 b2 c2 hand 3 | black d2 b4 d4 hand 3 | white to place	l	c1=l e1=l a3=l b3=l d3=l e3=l c4=l a5=l c5=l e5=l
4	white b4 c4 d4 hand 3 | black c1 c5 hand 3 | white to place	w	a1=w e1=w b2=w c2=w d2=w a3=w b3=d d3=d e3=w a5=w e5=w
7	white b2 d2 d3 hand 3 | black c2 d4 c5 hand 3 | white to place	l	a1=l c1=l e1=l a3=l b3=l e3=l b4=l c4=l a5=l e5=l
3	white c1 c2 b4 hand 3 | black a3 a5 e5 hand 3 | white to place	l	a1=l e1=l b2=l d2=l b3=l d3=l e3=l c4=l d4=l c5=l
3	white a3 d3 hand 3 | black a1 c1 e1 hand 3 | white to place	l	b2=l c2=l d2=l b3=l e3=l b4=l c4=l d4=l a5=l c5=l e5=l
4	white a1 a5 e5 hand 3 | black c2 b3 c4 hand 3 | white to place	w	c1=w e1=w b2=w d2=w a3=w d3=w e3=w b4=w d4=w c5=w
8	white d2 b4 d4 hand 3 | black d3 c4 c5 hand 3 | white to place	d	a1=d c1=d e1=d b2=d c2=d a3=d b3=d e3=d a5=d e5=d
12	white d2 c4 d4 hand 3 | black b3 d3 b4 hand 3 | white to place	d	a1=l c1=l e1=l b2=d c2=l a3=l e3=l a5=l c5=l e5=l
14	white e1 c2 d2 hand 3 | black b2 e3 d4 hand 3 | white to place	d	a1=d c1=l a3=l b3=d d3=l b4=d c4=d a5=l c5=l e5=l
0	white a1 d3 e5 hand 3 | black a3 b3 c5 hand 3 | white to place	w	c1=d e1=w b2=w c2=d d2=w e3=d b4=d c4=d d4=w a5=d
2	white d2 a5 hand 3 | black b4 c4 d4 hand 3 | white to place	d	a1=l c1=l e1=l b2=l c2=l a3=l b3=l d3=l e3=l c5=l e5=d
4	white b2 d4 e5 hand 3 | black a1 c1 a3 hand 3 | white to place	l	e1=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l
13	white b2 c4 d4 hand 3 | black a1 d2 b4 hand 3 | white to place	d	c1=d e1=d c2=l a3=d b3=l d3=l e3=d a5=d c5=d e5=d
1	white a5 c5 e5 hand 3 | black b2 c4 hand 3 | white to place	w	a1=w c1=w e1=w c2=w d2=w a3=d b3=w d3=w e3=w b4=w d4=w
10	white b2 b4 c4 hand 3 | black c2 b3 d4 hand 3 | white to place	d	a1=d c1=l e1=d d2=l a3=l d3=l e3=l a5=d c5=l e5=l
1	white c4 c5 hand 3 | black d2 d3 d4 hand 3 | white to place	l	a1=l c1=l e1=l b2=l c2=l a3=l b3=l e3=l b4=l a5=l e5=l
10	white b2 d2 b4 hand 3 | black a1 c2 b3 hand 3 | white to place	d	c1=d e1=d a3=d d3=d e3=l c4=d d4=d a5=d c5=l e5=d
5	white e1 a5 e5 hand 3 | black c2 e3 c5 hand 3 | white to place	d	a1=l c1=l b2=d d2=d a3=l b3=d d3=d b4=d c4=d d4=d
6	white b2 d2 b4 hand 3 | black c2 b3 c5 hand 3 | white to place	d	a1=d c1=d e1=d a3=d d3=l e3=d c4=l d4=l a5=d e5=d
8	white a1 c1 a3 hand 3 | black e1 d3 a5 hand 3 | white to place	l	b2=l c2=l d2=l b3=l e3=l b4=l c4=l d4=l c5=l e5=l
2	white a1 c1 e1 hand 3 | black b3 d4 hand 3 | white to place	w	b2=w c2=w d2=w a3=w d3=w e3=w b4=w c4=w a5=w c5=w e5=w
13	white b4 d4 c5 hand 3 | black b3 d3 c4 hand 3 | white to place	d	a1=d c1=l e1=d b2=d c2=d d2=d a3=d e3=d a5=d e5=d
5	white a1 c2 d2 hand 3 | black b2 b4 d4 hand 3 | white to place	l	c1=l e1=l a3=l b3=l d3=l e3=l c4=l a5=l c5=l e5=l
11	white a1 c1 a5 hand 3 | black e1 c2 a3 hand 3 | white to place	l	b2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
5	white a3 a5 c5 hand 3 | black a1 b4 e5 hand 3 | white to place	l	c1=l e1=l b2=l c2=l d2=l b3=l d3=l e3=l c4=l d4=l
7	white d2 d3 c5 hand 3 | black b2 b4 d4 hand 3 | white to place	l	a1=l c1=l e1=l c2=l a3=l b3=l e3=l c4=l a5=l e5=l
13	white a1 c2 c4 hand 3 | black b2 d2 d3 hand 3 | white to place	d	c1=l e1=l a3=l b3=l e3=l b4=l d4=d a5=l c5=l e5=l
5	white a1 a5 e5 hand 3 | black c2 a3 c5 hand 3 | white to place	d	c1=l e1=l b2=d d2=d b3=d d3=d e3=l b4=d c4=d d4=d
6	white a1 c1 a5 hand 3 | black e1 b2 a3 hand 3 | white to place	l	c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
0	white a1 c4 e5 hand 3 | black b2 d2 b4 hand 3 | white to place	l	c1=l e1=l c2=l a3=l b3=l d3=l e3=l d4=l a5=l c5=l
0	white a3 a5 e5 hand 3 | black c1 b2 c4 hand 3 | white to place	w	a1=w e1=w c2=w d2=w b3=d d3=w e3=w b4=d d4=w c5=w
10	white e1 a3 a5 hand 3 | black a1 c5 e5 hand 3 | white to place	d	c1=d b2=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d
14	white a1 c1 d2 hand 3 | black e1 b2 b4 hand 3 | white to place	d	c2=l a3=l b3=d d3=l e3=l c4=l d4=l a5=l c5=l e5=l
2	white c1 b2 e3 hand 3 | black e1 c2 d3 hand 3 | white to place	d	a1=d d2=d a3=d b3=d b4=d c4=d d4=d a5=d c5=d e5=d
6	white b2 c2 d3 hand 3 | black d2 b4 d4 hand 3 | white to place	d	a1=l c1=l e1=l a3=l b3=l e3=l c4=d a5=l c5=l e5=l
1	white a5 c5 e5 hand 3 | black b3 d4 hand 3 | white to place	w	a1=w c1=w e1=w b2=w c2=w d2=w a3=l d3=w e3=w b4=w c4=d
0	white c2 e3 e5 hand 3 | black a3 b3 c4 hand 3 | white to place	w	a1=d c1=l e1=w b2=w d2=w d3=l b4=d d4=d a5=w c5=d
13	white b2 c2 b3 hand 3 | black d2 b4 c4 hand 3 | white to place	d	a1=l c1=l e1=l a3=l d3=l e3=l d4=d a5=l c5=l e5=l
3	white c1 e1 a5 hand 3 | black a3 d3 c5 hand 3 | white to place	w	a1=w b2=d c2=d d2=d b3=d e3=l b4=d c4=d d4=d e5=d
6	white d2 c4 d4 hand 3 | black d3 b4 c5 hand 3 | white to place	l	a1=l c1=l e1=l b2=l c2=l a3=l b3=l e3=l a5=l e5=l
12	white a1 c1 a5 hand 3 | black e1 a3 d4 hand 3 | white to place	l	b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l c5=l e5=l
0	white a1 d3 c4 e5 hand 2 | black b2 d2 b4 hand 3 | black to place	w	c1=w e1=w c2=w a3=w b3=w e3=w d4=d a5=w c5=w
8	white a1 c1 a3 e5 hand 2 | black e1 a5 c5 hand 3 | black to place	d	b2=d c2=d d2=d b3=d d3=d e3=d b4=d c4=d d4=d
0	white b2 d3 b4 a5 hand 2 | black c1 a3 c4 hand 3 | black to place	l	a1=l e1=l c2=l d2=l b3=l e3=l d4=l c5=l e5=l
2	white a3 b3 d4 hand 2 | black e1 e3 e5 hand 3 | black to place	w	a1=w c1=w b2=w c2=w d2=l d3=l b4=w c4=w a5=w c5=w
1	white a1 b3 d4 c5 hand 2 | black e1 e3 c4 hand 3 | black to place	w	c1=d b2=d c2=d d2=d a3=d d3=d b4=d a5=d e5=w
10	white b2 a3 b4 c4 hand 2 | black c2 b3 d4 hand 3 | black to place	w	a1=d c1=d e1=d d2=d d3=w e3=w a5=w c5=w e5=w
2	white c1 b2 e3 b4 hand 2 | black e1 c2 d3 hand 3 | black to place	d	a1=l d2=l a3=l b3=d c4=l d4=l a5=l c5=l e5=l
13	white c1 b2 c4 d4 hand 2 | black a1 d2 b4 hand 3 | black to place	d	e1=d c2=d a3=d b3=d d3=d e3=d a5=d c5=d e5=d
7	white d2 e3 b4 d4 hand 2 | black b2 b3 d3 hand 3 | black to place	d	a1=l c1=l e1=l c2=l a3=l c4=d a5=l c5=l e5=l
11	white b2 d2 b4 d4 hand 2 | black b3 c4 c5 hand 3 | black to place	d	a1=l c1=l e1=l c2=d a3=l d3=d e3=l a5=l e5=l
11	white b2 d2 b3 d4 hand 2 | black c2 b4 a5 hand 3 | black to place	w	a1=l c1=l e1=l a3=l d3=w e3=l c4=l c5=l e5=l
5	white b2 a3 a5 c5 hand 2 | black a1 b4 e5 hand 3 | black to place	w	c1=w e1=w c2=w d2=w b3=d d3=w e3=w c4=w d4=w
3	white a3 d3 c4 hand 2 | black a1 c1 e1 hand 3 | black to place	w	b2=w c2=l d2=w b3=w e3=d b4=w d4=w a5=l c5=w e5=w
4	white a1 e1 a5 e5 hand 2 | black c2 b3 c4 hand 3 | black to place	l	c1=l b2=l d2=l a3=l d3=l e3=l b4=l d4=l c5=l
7	white b2 d2 b4 d4 hand 2 | black e1 d3 c4 hand 3 | black to place	d	a1=l c1=l c2=d a3=l b3=d e3=l a5=l c5=l e5=l
13	white b2 c2 d4 c5 hand 2 | black b3 b4 c4 hand 3 | black to place	l	a1=l c1=l e1=l d2=l a3=l d3=l e3=l a5=l e5=l
13	white b2 c2 b3 d4 hand 2 | black d2 b4 c4 hand 3 | black to place	d	a1=d c1=d e1=d a3=d d3=d e3=d a5=d c5=d e5=d
6	white b2 e3 c5 e5 hand 2 | black e1 c2 a5 hand 3 | black to place	w	a1=w c1=d d2=d a3=d b3=w d3=w b4=w c4=w d4=w
2	white c1 b2 b3 e3 hand 2 | black a1 e1 a5 hand 3 | black to place	w	c2=d d2=l a3=w d3=l b4=w c4=l d4=l c5=l e5=l
9	white b2 d2 b4 d4 hand 2 | black c2 b3 e5 hand 3 | black to place	d	a1=l c1=l e1=l a3=l d3=d e3=l c4=d a5=l c5=l
5	white a1 e1 a5 e5 hand 2 | black c2 e3 c5 hand 3 | black to place	w	c1=d b2=l d2=l a3=w b3=d d3=l b4=l c4=l d4=l
10	white a1 e1 a3 e3 hand 2 | black c1 b2 a5 hand 3 | black to place	w	c2=l d2=l b3=l d3=l b4=l c4=l d4=l c5=l e5=w
3	white c1 b2 d3 a5 hand 2 | black a1 e1 e3 hand 3 | black to place	w	c2=d d2=d a3=l b3=d b4=d c4=l d4=l c5=d e5=w
8	white b2 d2 b3 d4 hand 2 | black c2 e3 b4 hand 3 | black to place	d	a1=l c1=l e1=d a3=d d3=d c4=d a5=l c5=l e5=l
4	white b2 b4 c4 d4 hand 2 | black c1 c5 hand 3 | black to place	l	a1=l e1=l c2=l d2=l a3=l b3=l d3=l e3=l a5=l e5=l
1	white b2 d2 b3 b4 hand 2 | black a1 c5 hand 3 | black to place	l	c1=l e1=l c2=l a3=l d3=l e3=l c4=l d4=l a5=l e5=l
0	white c1 b2 d3 e3 hand 2 | black a1 d2 e5 hand 3 | black to place	w	e1=d c2=d a3=d b3=d b4=d c4=d d4=d a5=w c5=d
1	white b2 c2 b4 c4 hand 2 | black b3 d4 a5 hand 3 | black to place	w	a1=l c1=l e1=l d2=w a3=l d3=l e3=l c5=l e5=l
0	white d3 e3 b4 c4 hand 2 | black a3 b3 a5 hand 3 | black to place	w	a1=w c1=l e1=l b2=l c2=l d2=l d4=d c5=l e5=l
4	white c1 d3 e3 hand 2 | black b2 b3 b4 hand 3 | black to place	w	a1=w e1=w c2=w d2=w a3=w c4=w d4=w a5=w c5=w e5=w
4	white a1 b2 a3 a5 hand 2 | black c4 e5 hand 3 | black to place	l	c1=l e1=l c2=l d2=l b3=l d3=l e3=l b4=l d4=l c5=l
3	white b2 c2 d2 b4 hand 2 | black c1 a3 hand 3 | black to place	l	a1=l e1=l b3=l d3=l e3=l c4=l d4=l a5=l c5=l e5=l
11	white a1 e1 a5 c5 hand 2 | black a3 b3 e5 hand 3 | black to place	d	c1=d b2=l c2=l d2=l d3=l e3=l b4=l c4=l d4=l
12	white a1 d2 e3 e5 hand 2 | black e1 b2 a5 hand 3 | black to place	d	c1=d c2=d a3=d b3=d d3=d b4=d c4=d d4=d c5=d
3	white d2 d3 b4 d4 hand 2 | black c1 b2 hand 3 | black to place	l	a1=l e1=l c2=l a3=l b3=l e3=l c4=l a5=l c5=l e5=l
11	white a1 c1 a5 e5 hand 2 | black e1 c2 a3 hand 3 | black to place	w	b2=l d2=l b3=l d3=l e3=d b4=l c4=d d4=l c5=w
0	white b3 d3 b4 e5 hand 2 | black b2 c2 a3 hand 3 | black to place	w	a1=w c1=d e1=d d2=w e3=d c4=d d4=w a5=w c5=d
6	white b2 c2 d3 c4 hand 2 | black d2 b4 d4 hand 3 | black to place	d	a1=d c1=d e1=d a3=d b3=d e3=d a5=d c5=d e5=d
14	white a1 c1 e1 e5 hand 2 | black e3 b4 hand 3 | black to place	l	b2=l c2=l d2=l a3=l b3=l d3=l c4=l d4=l a5=l c5=l
7	white b2 d2 b4 d4 hand 2 | black e1 b3 c4 hand 3 | black to place	d	a1=l c1=l c2=d a3=l d3=d e3=l a5=l c5=l e5=l
7	white c1 b2 d2 d3 hand 2 | black c2 d4 c5 hand 3 | black to place	w	a1=d e1=w a3=d b3=w e3=w b4=d c4=d a5=w e5=w
14	white a1 c1 d2 b3 hand 2 | black e1 b2 b4 hand 3 | black to place	d	c2=d a3=d d3=d e3=d c4=d d4=d a5=d c5=d e5=d
8	white a1 c1 d2 a3 hand 2 | black e1 d3 a5 hand 3 | black to place	w	b2=w c2=w b3=w e3=d b4=w c4=w d4=d c5=d e5=w
6	white a1 c1 a5 e5 hand 2 | black e1 b2 a3 hand 3 | black to place	w	c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l c5=w
9	white b2 c2 b4 d4 hand 2 | black d2 b3 a5 hand 3 | black to place	d	a1=l c1=l e1=l a3=l d3=d e3=l c4=d c5=d e5=l
10	white b2 d2 b4 d4 hand 2 | black c2 d3 e5 hand 3 | black to place	d	a1=l c1=l e1=l a3=l b3=d e3=l c4=d a5=l c5=l
12	white b2 d2 c4 d4 hand 2 | black b3 d3 b4 hand 3 | black to place	d	a1=l c1=d e1=d c2=d a3=l e3=l a5=l c5=d e5=l
2	white e1 d2 d3 d4 hand 2 | black e3 e5 hand 3 | black to place	l	a1=l c1=l b2=l c2=l a3=l b3=l b4=l c4=l a5=l c5=l
0	white a1 c2 d3 d4 hand 2 | black b2 d2 c5 hand 3 | black to place	d	c1=d e1=d a3=d b3=d e3=d b4=d c4=d a5=d e5=l
10	white b2 d2 b4 d4 hand 2 | black a1 c2 d3 hand 3 | black to place	d	c1=l e1=l a3=l b3=d e3=l c4=d a5=l c5=l e5=l
10	white a1 e1 a3 e5 hand 2 | black c1 a5 c5 hand 3 | black to place	d	b2=l c2=l d2=d b3=d d3=d e3=d b4=l c4=l d4=l
13	white a1 e1 b4 e5 hand 2 | black a3 b3 c4 hand 3 | black to place	l	c1=l b2=l c2=l d2=l d3=l e3=l d4=l a5=l c5=l
0	white a1 d3 d4 e5 hand 2 | black a3 b3 c5 hand 3 | black to place	l	c1=l e1=l b2=l c2=l d2=l e3=l b4=l c4=l a5=l
3	white a1 c1 e1 a5 hand 2 | black d3 c5 hand 3 | black to place	l	b2=l c2=l d2=l a3=l b3=l e3=l b4=l c4=l d4=l e5=l
9	white a1 e1 a3 e5 hand 2 | black c1 b2 a5 hand 3 | black to place	w	c2=l d2=l b3=l d3=l e3=w b4=l c4=l d4=l c5=l
6	white a1 c1 a3 b4 hand 2 | black e1 b2 a5 hand 3 | black to place	w	c2=w d2=w b3=d d3=w e3=w c4=w d4=w c5=w e5=w
4	white b2 d2 b4 d4 hand 2 | black c1 e3 c4 hand 3 | black to place	d	a1=l e1=l c2=l a3=l b3=d d3=l a5=l c5=l e5=l
14	white c1 b2 e3 d4 hand 2 | black c2 a3 c4 hand 3 | black to place	d	a1=d e1=d d2=d b3=d d3=d b4=l a5=d c5=d e5=d
5	white e1 a3 a5 e5 hand 2 | black a1 c2 c5 hand 3 | black to place	w	c1=l b2=l d2=l b3=l d3=l e3=w b4=l c4=l d4=l
4	white b2 c2 d4 e5 hand 2 | black a1 c1 a3 hand 3 | black to place	w	e1=w d2=w b3=l d3=l e3=l b4=l c4=l a5=w c5=l
4	white a1 c2 a5 e5 hand 2 | black b2 b4 c4 hand 3 | black to place	w	c1=l e1=l d2=l a3=d b3=d d3=l e3=l d4=w c5=l
7	white d2 d3 c4 c5 hand 2 | black b2 b4 d4 hand 3 | black to place	w	a1=d c1=d e1=d c2=d a3=d b3=w e3=d a5=d e5=d
2	white e1 a5 c5 hand 2 | black d2 d3 d4 hand 3 | black to place	l	a1=l c1=l b2=l c2=l a3=l b3=l e3=l b4=l c4=l e5=l
9	white b2 d2 b4 d4 hand 2 | black c2 d3 c4 hand 3 | black to place	w	a1=d c1=d e1=d a3=w b3=w e3=d a5=d c5=d e5=d
10	white d2 b3 b4 c4 hand 2 | black b2 c2 d4 hand 3 | black to place	d	a1=d c1=d e1=d a3=d d3=d e3=d a5=d c5=d e5=d
5	white b3 e3 c5 e5 hand 2 | black e1 c2 a5 hand 3 | black to place	w	a1=w c1=d b2=w d2=d a3=d d3=w b4=w c4=w d4=w
1	white a1 a3 d3 a5 hand 2 | black c1 e5 hand 3 | black to place	l	e1=l b2=l c2=l d2=l b3=l e3=l b4=l c4=l d4=l c5=l
3	white c2 a3 c4 hand 2 | black a5 c5 e5 hand 3 | black to place	w	a1=w c1=w e1=w b2=w d2=w b3=w d3=w e3=d b4=w d4=w
11	white a1 c2 d3 c4 hand 2 | black d2 b4 d4 hand 3 | black to place	d	c1=d e1=d b2=l a3=d b3=d e3=d a5=d c5=d e5=d
11	white b2 e3 a5 c5 hand 2 | black e1 b3 e5 hand 3 | black to place	d	a1=d c1=d c2=d d2=d a3=d d3=d b4=l c4=d d4=d
0	white a1 c2 e3 e5 hand 2 | black a3 b3 c4 hand 3 | black to place	d	c1=l e1=d b2=l d2=l d3=l b4=l d4=l a5=l c5=l
2	white d2 d3 a5 hand 2 | black b4 c4 d4 hand 3 | black to place	w	a1=w c1=w e1=w b2=w c2=w a3=w b3=w e3=w c5=w e5=w
8	white b2 d2 b4 d4 hand 2 | black d3 c4 c5 hand 3 | black to place	d	a1=l c1=l e1=l c2=d a3=l b3=d e3=l a5=l e5=l
4	white a1 e1 c4 d4 hand 2 | black c1 d3 b4 hand 3 | black to place	d	b2=d c2=d d2=d a3=d b3=d e3=d a5=d c5=d e5=d
4	white c1 e1 e3 a5 hand 2 | black b2 b4 d4 hand 3 | black to place	w	a1=l c2=l d2=l a3=l b3=w d3=l c4=w c5=l e5=l
7	white b2 d2 d3 b4 hand 2 | black c2 d4 c5 hand 3 | black to place	w	a1=l c1=l e1=l a3=l b3=w e3=l c4=l a5=l e5=l
1	white e1 b3 d4 hand 2 | black a5 c5 e5 hand 3 | black to place	w	a1=w c1=w b2=w c2=w d2=w a3=d d3=w e3=l b4=w c4=w
5	white a1 c2 d2 b3 hand 2 | black b2 b4 d4 hand 3 | black to place	w	c1=d e1=d a3=d d3=d e3=d c4=w a5=d c5=d e5=d
1	white a1 b2 b3 e5 hand 2 | black c1 b4 c4 hand 3 | black to place	w	e1=d c2=d d2=d a3=d d3=d e3=d d4=w a5=d c5=d
5	white a1 e1 a5 e5 hand 2 | black c2 a3 c5 hand 3 | black to place	w	c1=d b2=l d2=l b3=l d3=d e3=w b4=l c4=l d4=l
2	white c1 b3 d4 hand 2 | black e1 e3 e5 hand 3 | black to place	w	a1=l b2=d c2=l d2=l a3=w d3=l b4=d c4=w a5=w c5=d
0	white d3 c4 d4 c5 hand 2 | black a1 b2 a3 hand 3 | black to place	w	c1=l e1=l c2=l d2=l b3=l e3=l b4=w a5=w e5=l
3	white d2 e3 b4 c5 hand 2 | black a1 e1 a5 hand 3 | black to place	w	c1=w b2=w c2=w a3=w b3=w d3=w c4=w d4=w e5=d
8	white a1 e1 a3 e5 hand 2 | black c1 d3 a5 hand 3 | black to place	d	b2=l c2=l d2=d b3=d e3=d b4=l c4=l d4=l c5=d
11	white b2 c2 d2 b4 hand 2 | black b3 c5 hand 3 | black to place	l	a1=l c1=l e1=l a3=l d3=l e3=l c4=l d4=l a5=l e5=l
6	white a1 e1 e3 a5 hand 2 | black c1 c5 e5 hand 3 | black to place	d	b2=d c2=l d2=l a3=d b3=d d3=d b4=l c4=l d4=l
6	white a1 e1 a5 c5 hand 2 | black c2 a3 e5 hand 3 | black to place	d	c1=d b2=d d2=l b3=l d3=l e3=d b4=l c4=d d4=l
13	white e1 d2 b4 a5 hand 2 | black a1 b3 e5 hand 3 | black to place	d	c1=l b2=l c2=l a3=l d3=d e3=l c4=d d4=d c5=l
7	white e1 b2 a5 c5 hand 2 | black a1 c4 e5 hand 3 | black to place	d	c1=d c2=d d2=d a3=d b3=d d3=d e3=d b4=d d4=d
1	white e3 a5 c5 e5 hand 2 | black b3 d4 hand 3 | black to place	l	a1=l c1=l e1=l b2=l c2=l d2=l a3=l d3=l b4=l c4=l
12	white a1 c1 a5 c5 hand 2 | black e1 a3 d4 hand 3 | black to place	w	b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l e5=w
14	white e1 c2 d2 b4 hand 2 | black b2 e3 d4 hand 3 | black to place	d	a1=d c1=d a3=d b3=d d3=d c4=d a5=d c5=d e5=d
6	white b2 d2 b4 d4 hand 2 | black c2 b3 c5 hand 3 | black to place	w	a1=l c1=l e1=l a3=l d3=w e3=d c4=d a5=l e5=l
1	white a1 d2 c4 hand 2 | black b2 b3 b4 hand 3 | black to place	w	c1=d e1=d c2=d a3=d d3=d e3=d d4=d a5=w c5=d e5=d
7	white c1 a3 e3 a5 hand 2 | black e1 c5 e5 hand 3 | black to place	d	a1=d b2=l c2=l d2=l b3=l d3=l b4=l c4=l d4=l
12	white b2 c2 d3 b4 hand 2 | black d2 b3 e3 hand 3 | black to place	w	a1=w c1=w e1=w a3=w c4=d d4=d a5=w c5=w e5=w
5	white c1 a3 a5 c5 hand 2 | black a1 b4 e5 hand 3 | black to place	w	e1=d b2=w c2=w d2=w b3=w d3=w e3=w c4=w d4=w
6	white a1 b2 c2 d3 hand 2 | black d2 b4 d4 hand 3 | black to place	w	c1=d e1=d a3=d b3=d e3=d c4=w a5=d c5=d e5=d
2	white a1 c1 e1 a5 hand 2 | black e3 d4 hand 3 | black to place	l	b2=l c2=l d2=l a3=l b3=l d3=l b4=l c4=l c5=l e5=l
12	white a1 c1 b3 a5 hand 2 | black e1 a3 b4 hand 3 | black to place	w	b2=d c2=d d2=d d3=d e3=d c4=d d4=w c5=d e5=d
5	white e1 d3 b4 c4 hand 2 | black d2 b3 d4 hand 3 | black to place	d	a1=d c1=d b2=d c2=d a3=d e3=d a5=d c5=d e5=d
13	white e1 b4 d4 c5 hand 2 | black b3 d3 c4 hand 3 | black to place	d	a1=d c1=d b2=l c2=l d2=l a3=l e3=d a5=d e5=d
7	white a3 e3 c5 e5 hand 2 | black a1 b3 a5 hand 3 | black to place	w	c1=l e1=w b2=l c2=l d2=l d3=l b4=l c4=l d4=l
0	white e1 a3 a5 e5 hand 2 | black c1 b2 c4 hand 3 | black to place	l	a1=l c2=l d2=l b3=l d3=l e3=l b4=l d4=l c5=l
10	white b2 d2 b4 d4 hand 2 | black a1 c2 b3 hand 3 | black to place	d	c1=l e1=l a3=l d3=d e3=l c4=d a5=l c5=l e5=l
5	white b2 d2 c4 d4 hand 2 | black b3 b4 e5 hand 3 | black to place	l	a1=l c1=l e1=l c2=l a3=l d3=l e3=l a5=l c5=l
2	white a1 c1 e1 a5 hand 2 | black b3 d4 hand 3 | black to place	l	b2=l c2=l d2=l a3=l d3=l e3=l b4=l c4=l c5=l e5=l
2	white a1 c1 e3 c5 hand 2 | black c4 a5 e5 hand 3 | black to place	d	e1=d b2=l c2=l d2=l a3=l b3=l d3=l b4=l d4=l
13	white a1 c2 c4 d4 hand 2 | black b2 d2 d3 hand 3 | black to place	d	c1=l e1=l a3=l b3=l e3=l b4=d a5=l c5=l e5=l
6	white c2 d2 c4 d4 hand 2 | black d3 b4 c5 hand 3 | black to place	w	a1=l c1=d e1=l b2=w a3=l b3=d e3=l a5=l e5=l
3	white a1 c1 c2 b4 hand 2 | black a3 a5 e5 hand 3 | black to place	w	e1=w b2=l d2=l b3=l d3=l e3=l c4=l d4=l c5=w
8	white b2 c2 b4 c4 hand 2 | black e1 b3 d4 hand 3 | black to place	w	a1=l c1=l d2=w a3=l d3=l e3=l a5=l c5=l e5=l
3	white b2 c2 d2 b3 hand 2 | black e1 a5 hand 3 | black to place	l	a1=l c1=l a3=l d3=l e3=l b4=l c4=l d4=l c5=l e5=l
1	white e1 a5 c5 e5 hand 2 | black b2 c4 hand 3 | black to place	l	a1=l c1=l c2=l d2=l a3=l b3=l d3=l e3=l b4=l d4=l
3	white e1 b3 a5 e5 hand 2 | black a1 c2 a3 hand 3 | black to place	l	c1=l b2=l d2=l d3=l e3=l b4=l c4=l d4=l c5=l
11	white a1 e1 a5 e5 hand 2 | black c1 c2 a3 hand 3 | black to place	d	b2=l d2=l b3=l d3=l e3=d b4=l c4=l d4=l c5=d
7	white c1 e3 a5 c5 hand 2 | black e1 a3 e5 hand 3 | black to place	d	a1=d b2=d c2=d d2=d b3=d d3=d b4=d c4=d d4=d
14	white b2 d2 a5 c5 hand 2 | black a1 b3 e5 hand 3 | black to place	d	c1=l e1=l c2=d a3=l d3=l e3=l b4=l c4=l d4=l
1	white b2 c4 c5 hand 2 | black d2 d3 d4 hand 3 | black to place	w	a1=w c1=w e1=w c2=d a3=w b3=w e3=w b4=w a5=w e5=w
4	white a1 c1 e1 a5 hand 2 | black d2 b4 hand 3 | black to place	l	b2=l c2=l a3=l b3=l d3=l e3=l c4=l d4=l c5=l e5=l
8	white a1 c1 c4 e5 hand 2 | black a3 a5 c5 hand 3 | black to place	l	e1=l b2=l c2=l d2=l b3=l d3=l e3=l b4=l d4=l
10	white e1 a3 d4 a5 hand 2 | black a1 c5 e5 hand 3 | black to place	d	c1=l b2=d c2=d d2=d b3=d d3=d e3=l b4=d c4=d
5	white a1 b2 d2 b4 hand 2 | black c2 b3 d4 hand 3 | black to place	d	c1=d e1=d a3=d d3=d e3=d c4=d a5=d c5=d e5=d
13	white a1 c1 b2 b4 hand 2 | black e1 a3 a5 hand 3 | black to place	d	c2=l d2=l b3=d d3=l e3=l c4=l d4=l c5=l e5=l
13	white a1 e1 c2 c5 hand 2 | black c1 a5 e5 hand 3 | black to place	d	b2=d d2=d a3=d b3=d d3=d e3=d b4=d c4=d d4=d
8	white e1 c2 d2 d3 hand 2 | black b2 d4 c5 hand 3 | black to place	w	a1=w c1=w a3=w b3=w e3=w b4=w c4=w a5=w e5=w
9	white b2 c2 b4 d4 hand 2 | black d2 b3 c4 a5 hand 2 | white to place	d	a1=d c1=l e1=l a3=d d3=l e3=l c5=d e5=d
2	white a3 b3 d4 hand 2 | black a1 e1 e3 e5 hand 2 | white to place	l	c1=l b2=l c2=l d2=l d3=l b4=l c4=l a5=l c5=l
4	white c1 e3 a5 hand 2 | black b2 b4 c4 d4 hand 2 | white to place	l	a1=l e1=l c2=l d2=l a3=l b3=l d3=l c5=l e5=l
10	white e1 a3 d4 a5 hand 2 | black a1 b3 c5 e5 hand 2 | white to place	d	c1=l b2=d c2=d d2=d d3=d e3=l b4=d c4=d
11	white b2 c2 d3 c4 hand 2 | black d2 e3 b4 d4 hand 2 | white to place	d	a1=d c1=d e1=d a3=d b3=l a5=d c5=d e5=d
11	white b2 e3 a5 c5 hand 2 | black a1 e1 b3 e5 hand 2 | white to place	d	c1=d c2=l d2=l a3=l d3=l b4=l c4=l d4=l
7	white b2 d2 b4 d4 hand 2 | black e1 c2 d3 c4 hand 2 | white to place	d	a1=l c1=l a3=l b3=d e3=l a5=l c5=l e5=l
6	white b2 d2 b4 d4 hand 2 | black c2 b3 d3 c5 hand 2 | white to place	l	a1=l c1=l e1=l a3=l e3=l c4=l a5=l e5=l
4	white a1 b2 a3 a5 hand 2 | black c1 c4 e5 hand 2 | white to place	w	e1=w c2=w d2=w b3=w d3=w e3=w b4=w d4=w c5=d
3	white b2 c2 d2 b4 hand 2 | black c1 a3 e5 hand 2 | white to place	w	a1=w e1=w b3=w d3=w e3=w c4=w d4=w a5=w c5=w
13	white a1 c2 c4 d4 hand 2 | black b2 d2 d3 b4 hand 2 | white to place	d	c1=l e1=l a3=l b3=d e3=d a5=l c5=l e5=l
3	white e1 b3 a5 e5 hand 2 | black a1 c2 a3 c4 hand 2 | white to place	w	c1=d b2=w d2=w d3=w e3=w b4=w d4=w c5=w
6	white a1 e1 e3 a5 hand 2 | black c1 a3 c5 e5 hand 2 | white to place	d	b2=d c2=l d2=d b3=l d3=l b4=d c4=l d4=d
8	white a1 c1 a3 e5 hand 2 | black e1 c2 a5 c5 hand 2 | white to place	d	b2=l d2=l b3=l d3=l e3=l b4=d c4=d d4=l
13	white c1 b2 c4 d4 hand 2 | black a1 d2 b4 a5 hand 2 | white to place	d	e1=l c2=l a3=d b3=l d3=l e3=l c5=l e5=l
13	white a1 c1 b2 b4 hand 2 | black e1 a3 b3 a5 hand 2 | white to place	d	c2=l d2=d d3=l e3=d c4=d d4=d c5=d e5=d
6	white c2 d2 c4 d4 hand 2 | black b2 d3 b4 c5 hand 2 | white to place	l	a1=l c1=l e1=l a3=l b3=l e3=l a5=l e5=l
2	white c1 b2 e3 hand 2 | black a1 e1 a3 a5 hand 2 | white to place	l	c2=l d2=l b3=l d3=l b4=l c4=l d4=l c5=l e5=l
8	white e1 c2 d2 d3 hand 2 | black b2 b4 d4 c5 hand 2 | white to place	l	a1=l c1=l a3=l b3=l e3=l c4=l a5=l e5=l
11	white a1 c1 a5 e5 hand 2 | black e1 c2 a3 c5 hand 2 | white to place	l	b2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l
2	white a1 c1 e1 a5 hand 2 | black b3 e3 d4 hand 2 | white to place	w	b2=w c2=d d2=w a3=w d3=w b4=w c4=w c5=w e5=w
0	white e1 a3 a5 e5 hand 2 | black c1 b2 b4 c4 hand 2 | white to place	w	a1=w c2=l d2=l b3=w d3=l e3=w d4=l c5=w
13	white e1 b4 d4 c5 hand 2 | black b3 d3 c4 e5 hand 2 | white to place	d	a1=d c1=l b2=d c2=d d2=d a3=d e3=l a5=d
6	white a1 e1 a5 c5 hand 2 | black c1 c2 a3 e5 hand 2 | white to place	d	b2=l d2=d b3=l d3=l e3=l b4=l c4=l d4=l
4	white a1 e1 c4 d4 hand 2 | black c1 a3 d3 b4 hand 2 | white to place	d	b2=d c2=l d2=l b3=l e3=l a5=l c5=l e5=l
12	white a1 c1 a5 c5 hand 2 | black e1 a3 d4 e5 hand 2 | white to place	l	b2=l c2=l d2=l b3=l d3=l e3=l b4=l c4=l
0	white b3 d3 b4 e5 hand 2 | black b2 c2 a3 e3 hand 2 | white to place	d	a1=l c1=l e1=l d2=d c4=l d4=l a5=l c5=l
2	white c1 b2 e3 b4 hand 2 | black e1 c2 d3 e5 hand 2 | white to place	w	a1=d d2=d a3=d b3=w c4=w d4=w a5=d c5=d
8	white a1 e1 a3 e5 hand 2 | black c1 d3 e3 a5 hand 2 | white to place	d	b2=l c2=l d2=l b3=l b4=l c4=l d4=d c5=l
13	white e1 d2 b4 a5 hand 2 | black a1 b3 c4 e5 hand 2 | white to place	d	c1=d b2=d c2=d a3=d d3=d e3=d d4=d c5=d
2	white e1 a5 c5 hand 2 | black d2 d3 d4 e5 hand 2 | white to place	w	a1=w c1=l b2=l c2=l a3=l b3=l e3=l b4=l c4=l
7	white c1 e3 a5 c5 hand 2 | black e1 a3 d4 e5 hand 2 | white to place	d	a1=l b2=d c2=l d2=l b3=d d3=l b4=d c4=l
12	white a1 c1 b3 a5 hand 2 | black e1 a3 b4 c5 hand 2 | white to place	d	b2=l c2=l d2=l d3=l e3=d c4=d d4=d e5=d
5	white a1 b2 d2 b4 hand 2 | black c2 b3 e3 d4 hand 2 | white to place	d	c1=d e1=d a3=d d3=l c4=l a5=d c5=d e5=d
2	white e1 d2 d3 d4 hand 2 | black e3 c5 e5 hand 2 | white to place	w	a1=w c1=w b2=w c2=w a3=w b3=w b4=w c4=w a5=w
11	white a1 c2 d3 c4 hand 2 | black b2 d2 b4 d4 hand 2 | white to place	w	c1=d e1=d a3=d b3=w e3=d a5=d c5=d e5=d
8	white a1 c1 d2 a3 hand 2 | black e1 d3 a5 e5 hand 2 | white to place	l	b2=l c2=l b3=l e3=l b4=l c4=l d4=l c5=l
14	white a1 c1 e1 e5 hand 2 | black b2 e3 b4 hand 2 | white to place	w	c2=d d2=w a3=w b3=w d3=w c4=w d4=w a5=w c5=w
8	white b2 d2 b4 d4 hand 2 | black c2 d3 c4 c5 hand 2 | white to place	d	a1=l c1=l e1=l a3=l b3=d e3=l a5=l e5=l
11	white b2 c2 d2 b4 hand 2 | black b3 d3 c5 hand 2 | white to place	w	a1=w c1=d e1=w a3=w e3=w c4=l d4=d a5=w e5=w
4	white c1 d3 e3 hand 2 | black b2 b3 b4 c4 hand 2 | white to place	l	a1=l e1=l c2=l d2=l a3=l d4=l a5=l c5=l e5=l
2	white c1 b3 d4 hand 2 | black e1 e3 a5 e5 hand 2 | white to place	l	a1=l b2=l c2=l d2=l a3=l d3=l b4=l c4=l c5=l
10	white b2 a3 b4 c4 hand 2 | black c2 b3 d4 a5 hand 2 | white to place	l	a1=l c1=l e1=l d2=l d3=l e3=l c5=l e5=l
2	white d2 d3 a5 hand 2 | black b2 b4 c4 d4 hand 2 | white to place	l	a1=l c1=l e1=l c2=l a3=l b3=l e3=l c5=l e5=l
0	white c1 b2 d3 e3 hand 2 | black a1 d2 c4 e5 hand 2 | white to place	d	e1=l c2=l a3=l b3=l b4=l d4=l a5=d c5=l
5	white b2 a3 a5 c5 hand 2 | black a1 e1 b4 e5 hand 2 | white to place	l	c1=l c2=l d2=l b3=l d3=l e3=l c4=l d4=l
4	white a1 e1 a5 e5 hand 2 | black c2 b3 c4 d4 hand 2 | white to place	w	c1=w b2=l d2=l a3=w d3=l e3=w b4=w c5=w
4	white b2 d2 b4 d4 hand 2 | black c1 b3 e3 c4 hand 2 | white to place	d	a1=l e1=l c2=d a3=d d3=d a5=l c5=d e5=l
0	white b2 d3 b4 a5 hand 2 | black c1 a3 c4 d4 hand 2 | white to place	w	a1=d e1=w c2=w d2=d b3=w e3=d c5=w e5=w
1	white e1 b3 d4 hand 2 | black a1 a5 c5 e5 hand 2 | white to place	l	c1=l b2=l c2=l d2=l a3=l d3=l e3=l b4=l c4=l
11	white b2 d2 b4 d4 hand 2 | black c2 b3 c4 c5 hand 2 | white to place	d	a1=l c1=l e1=l a3=l d3=d e3=l a5=l e5=l
7	white b2 d2 b4 d4 hand 2 | black e1 b3 d3 c4 hand 2 | white to place	d	a1=l c1=l c2=d a3=l e3=l a5=l c5=l e5=l
14	white e1 c2 d2 b4 hand 2 | black b2 e3 d4 c5 hand 2 | white to place	d	a1=d c1=d a3=d b3=d d3=l c4=l a5=d e5=d
7	white a3 e3 c5 e5 hand 2 | black a1 e1 b3 a5 hand 2 | white to place	l	c1=l b2=l c2=l d2=l d3=l b4=l c4=l d4=l
1	white a1 d4 c5 hand 2 | black e1 e3 c4 e5 hand 2 | white to place	d	c1=l b2=l c2=l d2=d a3=l b3=l d3=l b4=l a5=l
0	white a1 c2 d3 d4 hand 2 | black e1 b2 d2 c5 hand 2 | white to place	d	c1=l a3=d b3=l e3=l b4=d c4=l a5=l e5=d
7	white c1 b2 d2 d3 hand 2 | black c2 d4 a5 c5 hand 2 | white to place	l	a1=l e1=l a3=l b3=l e3=l b4=l c4=l e5=l
3	white c1 c2 b4 hand 2 | black a3 a5 c5 e5 hand 2 | white to place	l	a1=l e1=l b2=l d2=l b3=l d3=l e3=l c4=l d4=l
0	white d3 c4 d4 c5 hand 2 | black a1 b2 a3 b3 hand 2 | white to place	w	c1=l e1=l c2=l d2=w e3=l b4=w a5=d e5=l
6	white b2 c2 d3 c4 hand 2 | black d2 b4 d4 e5 hand 2 | white to place	d	a1=d c1=d e1=d a3=d b3=d e3=d a5=d c5=d
8	white b2 d2 b4 d4 hand 2 | black e1 c2 b3 c4 hand 2 | white to place	d	a1=l c1=l a3=l d3=d e3=l a5=l c5=l e5=l
0	white a1 c2 e3 e5 hand 2 | black b2 a3 b3 c4 hand 2 | white to place	w	c1=l e1=w d2=l d3=l b4=d d4=d a5=d c5=d
9	white b2 d2 b4 d4 hand 2 | black c2 b3 d3 e5 hand 2 | white to place	d	a1=l c1=l e1=l a3=l e3=l c4=d a5=l c5=l
6	white a1 c1 a3 b4 hand 2 | black e1 b2 a5 e5 hand 2 | white to place	l	c2=l d2=l b3=l d3=l e3=l c4=l d4=l c5=l
13	white b2 c2 b3 d4 hand 2 | black c1 d2 b4 c4 hand 2 | white to place	d	a1=l e1=l a3=l d3=l e3=l a5=d c5=d e5=l
7	white e1 b2 a5 c5 hand 2 | black a1 b4 c4 e5 hand 2 | white to place	d	c1=l c2=l d2=l a3=l b3=l d3=l e3=l d4=d
7	white d2 d3 c5 hand 2 | black b2 b3 b4 d4 hand 2 | white to place	l	a1=l c1=l e1=l c2=l a3=l e3=l c4=l a5=l e5=l
6	white a1 c1 a5 e5 hand 2 | black e1 b2 a3 c5 hand 2 | white to place	l	c2=l d2=l b3=l d3=l e3=l b4=l c4=l d4=l
7	white d2 e3 b4 d4 hand 2 | black b2 b3 d3 c4 hand 2 | white to place	d	a1=d c1=d e1=d c2=l a3=d a5=d c5=d e5=d
4	white a1 c1 e1 a5 hand 2 | black d2 b4 d4 hand 2 | white to place	w	b2=w c2=w a3=w b3=w d3=w e3=w c4=w c5=w e5=w
9	white a1 e1 a3 e5 hand 2 | black c1 b2 e3 a5 hand 2 | white to place	l	c2=l d2=l b3=l d3=l b4=l c4=l d4=l c5=l
3	white d2 e3 b4 c5 hand 2 | black a1 e1 d4 a5 hand 2 | white to place	l	c1=l b2=l c2=l a3=l b3=l d3=l c4=l e5=l
5	white a1 e1 a5 e5 hand 2 | black c1 c2 a3 c5 hand 2 | white to place	d	b2=l d2=l b3=l d3=l e3=d b4=l c4=l d4=l
13	white b2 c2 d4 c5 hand 2 | black d2 b3 b4 c4 hand 2 | white to place	w	a1=w c1=d e1=d a3=d d3=d e3=d a5=d e5=d
10	white d2 b3 b4 c4 hand 2 | black b2 c2 a3 d4 hand 2 | white to place	d	a1=l c1=d e1=l d3=l e3=l a5=l c5=l e5=d
12	white a1 d2 e3 e5 hand 2 | black e1 b2 b4 a5 hand 2 | white to place	d	c1=l c2=l a3=l b3=d d3=l c4=l d4=l c5=l
1	white b2 d2 b3 b4 hand 2 | black a1 a5 c5 hand 2 | white to place	w	c1=w e1=w c2=w a3=w d3=w e3=w c4=w d4=w e5=w
1	white a1 b2 b3 hand 2 | black c1 b4 c4 d4 hand 2 | white to place	l	e1=l c2=l d2=l a3=l d3=l e3=l a5=l c5=l e5=l
5	white a1 c2 d2 hand 2 | black b2 b4 c4 d4 hand 2 | white to place	l	c1=l e1=l a3=l b3=l d3=l e3=l a5=l c5=l e5=l
4	white b2 b4 c4 d4 hand 2 | black c1 e1 c5 hand 2 | white to place	w	a1=w c2=w d2=w a3=w b3=w d3=w e3=w a5=w e5=w
3	white d2 d3 b4 d4 hand 2 | black c1 b2 e5 hand 2 | white to place	w	a1=w e1=w c2=l a3=w b3=w e3=w c4=w a5=w c5=w
5	white b2 d2 c4 d4 hand 2 | black c2 b3 b4 e5 hand 2 | white to place	w	a1=d c1=l e1=d a3=d d3=w e3=d a5=d c5=d
8	white b2 d2 b3 d4 hand 2 | black c2 d3 e3 b4 hand 2 | white to place	d	a1=l c1=l e1=l a3=l c4=l a5=l c5=l e5=d
6	white b2 e3 c5 e5 hand 2 | black a1 e1 c2 a5 hand 2 | white to place	l	c1=l d2=l a3=l b3=l d3=l b4=l c4=l d4=l
5	white e1 a3 a5 e5 hand 2 | black a1 c2 e3 c5 hand 2 | white to place	l	c1=l b2=l d2=l b3=l d3=l b4=l c4=l d4=l
3	white c2 a3 c4 hand 2 | black e1 a5 c5 e5 hand 2 | white to place	l	a1=l c1=l b2=l d2=l b3=l d3=l e3=l b4=l d4=l
2	white a1 c1 e1 a5 hand 2 | black b3 b4 d4 hand 2 | white to place	w	b2=w c2=w d2=w a3=w d3=w e3=w c4=w c5=w e5=w
14	white b2 d2 a5 c5 hand 2 | black a1 c2 b3 e5 hand 2 | white to place	d	c1=l e1=d a3=l d3=l e3=l b4=l c4=l d4=l
7	white b2 d2 d3 b4 hand 2 | black c2 b3 d4 c5 hand 2 | white to place	l	a1=l c1=l e1=l a3=l e3=l c4=l a5=l e5=l
1	white a1 a3 d3 a5 hand 2 | black c1 d4 e5 hand 2 | white to place	w	e1=w b2=w c2=w d2=w b3=w e3=w b4=w c4=w c5=d
3	white b2 c2 d2 b3 hand 2 | black e1 a5 e5 hand 2 | white to place	w	a1=w c1=d a3=w d3=w e3=w b4=w c4=w d4=w c5=w
0	white d3 e3 b4 c4 hand 2 | black a3 b3 a5 e5 hand 2 | white to place	w	a1=d c1=l e1=l b2=l c2=l d2=l d4=w c5=l
14	white c1 b2 e3 d4 hand 2 | black c2 a3 c4 a5 hand 2 | white to place	d	a1=d e1=l d2=l b3=l d3=l b4=l c5=l e5=l
5	white b3 e3 c5 e5 hand 2 | black a1 e1 c2 a5 hand 2 | white to place	l	c1=l b2=l d2=l a3=l d3=l b4=l c4=l d4=l
6	white a1 b2 c2 hand 2 | black d2 b4 c4 d4 hand 2 | white to place	l	c1=l e1=l a3=l b3=l d3=l e3=l a5=l c5=l e5=l
5	white e1 d3 b4 c4 hand 2 | black c2 d2 b3 d4 hand 2 | white to place	d	a1=l c1=l b2=d a3=l e3=l a5=l c5=l e5=l
0	white a1 d3 c4 e5 hand 2 | black e1 b2 d2 b4 hand 2 | white to place	l	c1=l c2=l a3=l b3=l e3=l d4=l a5=l c5=l
1	white a1 d2 c4 hand 2 | black e1 b2 b3 b4 hand 2 | white to place	d	c1=l c2=l a3=l d3=l e3=l d4=l a5=d c5=l e5=l
14	white a1 c1 d2 b3 hand 2 | black e1 b2 b4 d4 hand 2 | white to place	d	c2=l a3=l d3=l e3=l c4=d a5=l c5=l e5=l
1	white e3 a5 c5 e5 hand 2 | black a3 b3 d4 hand 2 | white to place	w	a1=w c1=w e1=w b2=w c2=w d2=w d3=d b4=w c4=d
3	white b2 d3 a5 hand 2 | black a1 e1 e3 e5 hand 2 | white to place	l	c1=l c2=l d2=l a3=l b3=l b4=l c4=l d4=l c5=l
13	white a1 e1 b4 e5 hand 2 | black a3 b3 e3 c4 hand 2 | white to place	w	c1=w b2=d c2=d d2=d d3=d d4=d a5=l c5=l
11	white a1 e1 a5 e5 hand 2 | black c1 c2 a3 e3 hand 2 | white to place	d	b2=l d2=l b3=l d3=l b4=l c4=l d4=l c5=d
11	white b2 d2 b3 d4 hand 2 | black c2 d3 b4 a5 hand 2 | white to place	l	a1=l c1=l e1=l a3=l e3=l c4=l c5=l e5=l
9	white b2 d2 b4 d4 hand 2 | black c2 b3 d3 c4 hand 2 | white to place	l	a1=l c1=l e1=l a3=l e3=l a5=l c5=l e5=l
10	white b2 d2 b4 d4 hand 2 | black a1 c2 b3 d3 hand 2 | white to place	d	c1=l e1=l a3=l e3=l c4=d a5=l c5=l e5=l
4	white b2 c2 d4 e5 hand 2 | black a1 c1 d2 a3 hand 2 | white to place	l	e1=l b3=l d3=l e3=l b4=l c4=l a5=l c5=l
4	white a1 c2 e5 hand 2 | black b2 b4 c4 d4 hand 2 | white to place	l	c1=l e1=l d2=l a3=l b3=l d3=l e3=l a5=l c5=l
1	white b2 c2 b4 c4 hand 2 | black b3 e3 d4 a5 hand 2 | white to place	w	a1=l c1=l e1=l d2=w a3=l d3=l c5=l e5=l
11	white a1 e1 a5 c5 hand 2 | black c1 a3 b3 e5 hand 2 | white to place	d	b2=l c2=d d2=d d3=l e3=l b4=d c4=l d4=l
8	white a1 c1 c4 e5 hand 2 | black e1 a3 a5 c5 hand 2 | white to place	w	b2=w c2=d d2=d b3=d d3=d e3=d b4=d d4=d
2	white a1 c1 e3 c5 hand 2 | black e1 c4 a5 e5 hand 2 | white to place	d	b2=d c2=d d2=d a3=l b3=d d3=d b4=d d4=d
10	white a1 e1 a3 e3 hand 2 | black c1 b2 a5 e5 hand 2 | white to place	l	c2=l d2=l b3=l d3=l b4=l c4=l d4=l c5=l
5	white a1 e1 a5 e5 hand 2 | black c2 a3 e3 c5 hand 2 | white to place	l	c1=l b2=l d2=l b3=l d3=l b4=l c4=l d4=l
7	white c1 a3 e3 a5 hand 2 | black a1 e1 c5 e5 hand 2 | white to place	d	b2=d c2=d d2=d b3=d d3=d b4=d c4=d d4=d
10	white a1 e1 a3 e5 hand 2 | black c1 e3 a5 c5 hand 2 | white to place	d	b2=d c2=l d2=d b3=l d3=l b4=d c4=l d4=d
3	white a3 d3 c4 hand 2 | black a1 c1 e1 e5 hand 2 | white to place	l	b2=l c2=l d2=l b3=l e3=l b4=l d4=l a5=l c5=l
3	white a1 c1 e1 a5 hand 2 | black d2 d3 c5 hand 2 | white to place	w	b2=w c2=w a3=w b3=w e3=w b4=w c4=w d4=w e5=w
1	white e1 a5 c5 e5 hand 2 | black b2 d3 c4 hand 2 | white to place	w	a1=w c1=w c2=w d2=w a3=w b3=w e3=w b4=w d4=w
8	white b2 c2 b4 c4 hand 2 | black e1 d2 b3 d4 hand 2 | white to place	l	a1=l c1=l a3=l d3=l e3=l a5=l c5=l e5=l
5	white c1 a3 a5 c5 hand 2 | black a1 b4 c4 e5 hand 2 | white to place	l	e1=l b2=l c2=l d2=l b3=l d3=l e3=l d4=l
1	white b2 c4 c5 hand 2 | black a1 d2 d3 d4 hand 2 | white to place	l	c1=l e1=l c2=l a3=l b3=l e3=l b4=l a5=l e5=l
12	white b2 c2 d3 b4 hand 2 | black e1 d2 b3 e3 hand 2 | white to place	l	a1=l c1=l a3=l c4=l d4=l a5=l c5=l e5=l
13	white a1 e1 c2 c5 hand 2 | black c1 b4 a5 e5 hand 2 | white to place	d	b2=d d2=d a3=l b3=d d3=d e3=d c4=d d4=d
12	white b2 d2 c4 d4 hand 2 | black c2 b3 d3 b4 hand 2 | white to place	d	a1=d c1=l e1=d a3=l e3=l a5=d c5=l e5=d
0	white a1 d3 d4 e5 hand 2 | black c2 a3 b3 c5 hand 2 | white to place	w	c1=w e1=w b2=w d2=w e3=w b4=w c4=w a5=d
5	white c1 a3 d4 a5 c5 hand 1 | black a1 b4 c4 e5 hand 2 | black to place	w	e1=d b2=d c2=d d2=d b3=d d3=w e3=w
3	white b2 d3 d4 a5 hand 1 | black a1 e1 e3 e5 hand 2 | black to place	w	c1=w c2=w d2=w a3=w b3=l b4=l c4=w c5=l
7	white c1 a3 e3 c5 e5 hand 1 | black a1 e1 b3 a5 hand 2 | black to place	w	b2=d c2=d d2=d d3=w b4=d c4=d d4=d
13	white c1 e3 b4 a5 c5 hand 1 | black e1 a3 d4 e5 hand 2 | black to place	d	a1=d b2=d c2=d d2=d b3=d d3=d c4=d
9	white b2 d2 b4 c4 d4 hand 1 | black b3 d3 e5 hand 2 | black to place	d	a1=l c1=l e1=l c2=d a3=l e3=l a5=l c5=l
0	white b3 d3 b4 c4 e5 hand 1 | black b2 c2 a3 e3 hand 2 | black to place	w	a1=l c1=l e1=l d2=w d4=w a5=l c5=d
14	white a1 c1 b2 e3 d4 hand 1 | black c2 a3 c4 a5 hand 2 | black to place	d	e1=d d2=l b3=l d3=l b4=l c5=l e5=d
5	white a1 e1 e3 a5 e5 hand 1 | black c1 c2 a3 hand 2 | black to place	d	b2=l d2=l b3=l d3=l b4=l c4=l d4=l c5=d
2	white e1 c2 a5 c5 hand 1 | black d2 d3 d4 e5 hand 2 | black to place	w	a1=w c1=w b2=w a3=w b3=w e3=d b4=w c4=w
7	white d2 d3 c4 c5 hand 1 | black b2 b3 b4 d4 hand 2 | black to place	w	a1=w c1=w e1=w c2=w a3=w e3=w a5=w e5=w
6	white c2 d2 b3 c4 d4 hand 1 | black b2 d3 b4 c5 hand 2 | black to place	w	a1=w c1=w e1=d a3=w e3=w a5=d e5=w
8	white a1 e1 c2 a3 e5 hand 1 | black c1 d3 e3 a5 hand 2 | black to place	w	b2=d d2=d b3=d b4=d c4=d d4=w c5=d
11	white a1 c2 b3 d3 c4 hand 1 | black b2 d2 b4 d4 hand 2 | black to place	l	c1=l e1=l a3=l e3=l a5=l c5=l e5=l
13	white a1 c1 b2 b4 c4 hand 1 | black e1 a3 b3 a5 hand 2 | black to place	d	c2=l d2=l d3=l e3=l d4=d c5=l e5=l
3	white c1 b2 c2 b4 hand 1 | black a3 a5 c5 e5 hand 2 | black to place	w	a1=w e1=w d2=l b3=w d3=w e3=w c4=l d4=l
7	white c1 b2 d2 d3 e5 hand 1 | black c2 d4 a5 c5 hand 2 | black to place	w	a1=w e1=w a3=w b3=w e3=w b4=d c4=d
7	white d2 e3 b4 d4 a5 hand 1 | black b2 b3 d3 c4 hand 2 | black to place	d	a1=d c1=d e1=d c2=d a3=l c5=d e5=d
11	white c1 b2 d2 b3 d4 hand 1 | black c2 d3 b4 a5 hand 2 | black to place	w	a1=w e1=d a3=w e3=d c4=d c5=d e5=w
13	white b2 c2 a3 d4 c5 hand 1 | black d2 b3 b4 c4 hand 2 | black to place	d	a1=l c1=d e1=l d3=l e3=d a5=l e5=l
1	white a1 b4 d4 c5 hand 1 | black e1 e3 c4 e5 hand 2 | black to place	w	c1=w b2=w c2=w d2=w a3=w b3=w d3=w a5=w
14	white c1 b2 d2 a5 c5 hand 1 | black a1 c2 b3 e5 hand 2 | black to place	w	e1=d a3=d d3=w e3=d b4=d c4=d d4=d
1	white b2 c2 d2 b3 b4 hand 1 | black a1 c5 hand 2 | black to place	l	c1=l e1=l a3=l d3=l e3=l c4=l d4=l a5=l e5=l
5	white a3 b3 e3 c5 e5 hand 1 | black a1 e1 c2 a5 hand 2 | black to place	w	c1=w b2=w d2=w d3=w b4=d c4=w d4=w
3	white a1 c1 e1 a3 a5 hand 1 | black d3 c5 hand 2 | black to place	l	b2=l c2=l d2=l b3=l e3=l b4=l c4=l d4=l e5=l
5	white a1 c1 e1 a5 e5 hand 1 | black c2 a3 c5 hand 2 | black to place	w	b2=l d2=l b3=l d3=d e3=w b4=l c4=l d4=l
0	white a1 c2 d3 c4 e5 hand 1 | black e1 b2 d2 b4 hand 2 | black to place	w	c1=d a3=d b3=w e3=d d4=d a5=d c5=d
3	white a3 b3 d3 c4 hand 1 | black a1 c1 e1 e5 hand 2 | black to place	w	b2=w c2=d d2=w e3=w b4=w d4=w a5=w c5=w
14	white a1 c1 e1 b3 e5 hand 1 | black b2 e3 b4 hand 2 | black to place	l	c2=l d2=l a3=l d3=l c4=l d4=l a5=l c5=l
4	white c1 c2 e3 a5 hand 1 | black b2 b4 c4 d4 hand 2 | black to place	w	a1=w e1=w d2=w a3=w b3=w d3=w c5=w e5=w
11	white e1 b2 d2 b3 d4 hand 1 | black c2 d3 b4 a5 hand 2 | black to place	w	a1=w c1=w a3=w e3=d c4=d c5=d e5=w
4	white b2 c2 e3 d4 e5 hand 1 | black a1 c1 d2 a3 hand 2 | black to place	w	e1=w b3=l d3=l b4=l c4=l a5=w c5=l
9	white b2 c2 a3 b4 d4 hand 1 | black d2 b3 c4 a5 hand 2 | black to place	d	a1=d c1=d e1=d d3=d e3=d c5=d e5=d
4	white a1 e1 e3 c4 d4 hand 1 | black c1 a3 d3 b4 hand 2 | black to place	w	b2=w c2=d d2=l b3=l a5=l c5=w e5=w
6	white a1 c1 b3 a5 e5 hand 1 | black e1 b2 a3 c5 hand 2 | black to place	w	c2=w d2=w d3=w e3=d b4=d c4=d d4=w
10	white c1 d2 b3 b4 c4 hand 1 | black b2 c2 a3 d4 hand 2 | black to place	d	a1=d e1=d d3=d e3=d a5=d c5=d e5=d
2	white c1 d2 b3 d4 hand 1 | black e1 e3 a5 e5 hand 2 | black to place	w	a1=l b2=l c2=w a3=w d3=d b4=l c4=w c5=w
6	white a1 b2 c2 d3 hand 1 | black d2 b4 c4 d4 hand 2 | black to place	w	c1=w e1=w a3=w b3=w e3=w a5=w c5=w e5=w
4	white a1 b2 d2 a3 a5 hand 1 | black c1 c4 e5 hand 2 | black to place	l	e1=l c2=l b3=l d3=l e3=l b4=l d4=l c5=l
10	white b2 d2 b4 c4 d4 hand 1 | black a1 b3 d3 hand 2 | black to place	d	c1=l e1=l c2=d a3=l e3=l a5=l c5=l e5=l
1	white a1 d2 c4 e5 hand 1 | black e1 b2 b3 b4 hand 2 | black to place	w	c1=w c2=d a3=w d3=w e3=w d4=w a5=w c5=w
11	white c1 b2 e3 a5 c5 hand 1 | black a1 e1 b3 e5 hand 2 | black to place	d	c2=d d2=d a3=l d3=d b4=l c4=d d4=d
11	white b2 d2 d3 b4 d4 hand 1 | black b3 c4 c5 hand 2 | black to place	d	a1=l c1=l e1=l c2=d a3=l e3=l a5=l e5=l
7	white c1 d2 a3 e3 a5 hand 1 | black a1 e1 c5 e5 hand 2 | black to place	d	b2=d c2=d b3=d d3=d b4=l c4=l d4=d
7	white c1 b2 e3 a5 c5 hand 1 | black e1 a3 d4 e5 hand 2 | black to place	d	a1=l c2=d d2=d b3=d d3=d b4=d c4=d
4	white b2 b3 b4 c4 d4 hand 1 | black c1 c5 hand 2 | black to place	l	a1=l e1=l c2=l d2=l a3=l d3=l e3=l a5=l e5=l
3	white e1 b3 d3 a5 e5 hand 1 | black a1 c2 a3 c4 hand 2 | black to place	l	c1=l b2=l d2=l e3=l b4=l d4=l c5=l
11	white a1 e1 a5 c5 e5 hand 1 | black c1 c2 a3 hand 2 | black to place	d	b2=l d2=l b3=l d3=l e3=d b4=l c4=l d4=l
13	white a1 e1 b4 d4 c5 hand 1 | black b3 d3 c4 e5 hand 2 | black to place	d	c1=d b2=l c2=l d2=l a3=l e3=l a5=l
2	white a3 b3 d4 a5 hand 1 | black a1 e1 e3 e5 hand 2 | black to place	w	c1=w b2=w c2=w d2=w d3=w b4=w c4=w c5=w
8	white b2 d2 b3 b4 d4 hand 1 | black d3 c4 c5 hand 2 | black to place	d	a1=l c1=l e1=l c2=d a3=l e3=l a5=l e5=l
4	white a1 c2 d2 e5 hand 1 | black b2 b4 c4 d4 hand 2 | black to place	w	c1=w e1=w a3=w b3=w d3=w e3=w a5=w c5=w
11	white a1 c1 b3 a5 e5 hand 1 | black e1 c2 a3 c5 hand 2 | black to place	w	b2=w d2=w d3=w e3=d b4=d c4=d d4=w
4	white a1 e1 e3 a5 e5 hand 1 | black c2 b3 c4 hand 2 | black to place	l	c1=l b2=l d2=l a3=l d3=l b4=l d4=l c5=l
8	white c1 b2 d2 b3 d4 hand 1 | black c2 d3 e3 b4 hand 2 | black to place	w	a1=d e1=d a3=d c4=d a5=d c5=d e5=w
9	white c1 b2 d2 b4 d4 hand 1 | black c2 b3 d3 c4 hand 2 | black to place	w	a1=w e1=w a3=w e3=w a5=w c5=w e5=w
8	white a1 c1 d2 a3 e3 hand 1 | black e1 d3 a5 e5 hand 2 | black to place	w	b2=d c2=d b3=w b4=w c4=w d4=d c5=w
10	white a1 e1 a3 e3 c5 hand 1 | black c1 b2 a5 e5 hand 2 | black to place	w	c2=d d2=d b3=w d3=d b4=w c4=w d4=d
0	white e1 a3 b3 a5 e5 hand 1 | black c1 b2 b4 c4 hand 2 | black to place	l	a1=l c2=l d2=l d3=l e3=l d4=l c5=l
7	white b2 d2 b3 b4 d4 hand 1 | black e1 d3 c4 hand 2 | black to place	d	a1=l c1=l c2=d a3=l e3=l a5=l c5=l e5=l
2	white c1 b2 b3 e3 b4 hand 1 | black e1 d3 e5 hand 2 | black to place	l	a1=l c2=l d2=l a3=l c4=l d4=l a5=l c5=l
2	white e1 d2 d3 d4 a5 hand 1 | black e3 c5 e5 hand 2 | black to place	l	a1=l c1=l b2=l c2=l a3=l b3=l b4=l c4=l
13	white a1 c1 e1 b4 e5 hand 1 | black a3 b3 c4 hand 2 | black to place	l	b2=l c2=l d2=l d3=l e3=l d4=l a5=l c5=l
5	white e1 a3 d3 a5 e5 hand 1 | black a1 c2 e3 c5 hand 2 | black to place	w	c1=d b2=w d2=d b3=w b4=w c4=d d4=d
0	white d3 e3 c4 d4 c5 hand 1 | black a1 b2 a3 b3 hand 2 | black to place	w	c1=l e1=l c2=l d2=l b4=w a5=w e5=l
6	white c1 b2 e3 c5 e5 hand 1 | black a1 e1 c2 a5 hand 2 | black to place	w	d2=d a3=w b3=d d3=w b4=d c4=w d4=w
2	white a1 c1 e1 a3 a5 hand 1 | black b3 d4 hand 2 | black to place	l	b2=l c2=l d2=l d3=l e3=l b4=l c4=l c5=l e5=l
8	white b2 d2 b3 c4 d4 hand 1 | black c2 d3 e3 b4 hand 2 | black to place	w	a1=w c1=w e1=w a3=w a5=w c5=w e5=w
13	white a1 c2 b3 c4 d4 hand 1 | black b2 d2 d3 b4 hand 2 | black to place	d	c1=d e1=d a3=d e3=l a5=d c5=d e5=l
6	white a1 e1 b3 a5 c5 hand 1 | black c1 c2 a3 e5 hand 2 | black to place	w	b2=d d2=w d3=d e3=d b4=d c4=d d4=d
5	white e1 b2 d3 b4 c4 hand 1 | black c2 d2 b3 d4 hand 2 | black to place	d	a1=d c1=d a3=d e3=d a5=d c5=d e5=d
7	white b2 d2 d3 b4 c4 hand 1 | black c2 b3 d4 c5 hand 2 | black to place	w	a1=w c1=w e1=w a3=w e3=w a5=w e5=w
0	white c1 b2 d3 e3 c5 hand 1 | black a1 d2 c4 e5 hand 2 | black to place	w	e1=d c2=d a3=d b3=w b4=d d4=d a5=d
1	white a1 b2 b3 e3 hand 1 | black c1 b4 c4 d4 hand 2 | black to place	w	e1=w c2=w d2=w a3=w d3=w a5=w c5=w e5=w
2	white c1 d2 d3 a5 hand 1 | black b2 b4 c4 d4 hand 2 | black to place	w	a1=w e1=w c2=d a3=w b3=w e3=w c5=w e5=w
11	white a1 b2 c2 d3 c4 hand 1 | black d2 e3 b4 d4 hand 2 | black to place	d	c1=d e1=d a3=d b3=d a5=d c5=d e5=d
8	white a1 c1 b3 c4 e5 hand 1 | black e1 a3 a5 c5 hand 2 | black to place	d	b2=l c2=d d2=l d3=d e3=l b4=l d4=l
12	white a1 c1 e3 a5 c5 hand 1 | black e1 a3 d4 e5 hand 2 | black to place	w	b2=d c2=w d2=w b3=d d3=w b4=w c4=d
13	white c1 b2 a3 c4 d4 hand 1 | black a1 d2 b4 a5 hand 2 | black to place	d	e1=d c2=d b3=d d3=d e3=d c5=d e5=d
5	white b2 d2 d3 c4 d4 hand 1 | black b3 b4 e5 hand 2 | black to place	l	a1=l c1=l e1=l c2=l a3=l e3=l a5=l c5=l
7	white b2 c2 d2 b4 d4 hand 1 | black e1 d3 c4 hand 2 | black to place	d	a1=l c1=l a3=l b3=d e3=l a5=l c5=l e5=l
10	white b2 a3 d3 b4 c4 hand 1 | black c2 b3 d4 a5 hand 2 | black to place	w	a1=d c1=d e1=d d2=d e3=w c5=w e5=w
3	white b2 c2 d2 b3 b4 hand 1 | black e1 a5 hand 2 | black to place	l	a1=l c1=l a3=l d3=l e3=l c4=l d4=l c5=l e5=l
14	white e1 c2 d2 a3 b4 hand 1 | black b2 e3 d4 c5 hand 2 | black to place	d	a1=d c1=d b3=d d3=d c4=d a5=d e5=d
0	white a1 d3 b4 d4 e5 hand 1 | black c2 a3 b3 c5 hand 2 | black to place	l	c1=l e1=l b2=l d2=l e3=l c4=l a5=l
2	white c1 b2 e3 d4 hand 1 | black a1 e1 a3 a5 hand 2 | black to place	w	c2=w d2=w b3=l d3=w b4=l c4=l c5=w e5=d
4	white c1 d3 e3 a5 hand 1 | black b2 b3 b4 c4 hand 2 | black to place	w	a1=w e1=w c2=w d2=w a3=w d4=w c5=w e5=w
4	white a1 c1 e1 a3 a5 hand 1 | black d2 b4 hand 2 | black to place	l	b2=l c2=l b3=l d3=l e3=l c4=l d4=l c5=l e5=l
10	white a1 e1 c2 a3 e5 hand 1 | black c1 e3 a5 c5 hand 2 | black to place	w	b2=d d2=d b3=d d3=d b4=d c4=d d4=w
0	white a1 c2 d2 e3 e5 hand 1 | black b2 a3 b3 c4 hand 2 | black to place	w	c1=l e1=w d3=l b4=d d4=l a5=l c5=l
1	white e1 d2 b3 d4 hand 1 | black a1 a5 c5 e5 hand 2 | black to place	w	c1=w b2=l c2=l a3=w d3=w e3=l b4=l c4=l
10	white b2 d2 b4 c4 d4 hand 1 | black c2 d3 e5 hand 2 | black to place	d	a1=l c1=l e1=l a3=l b3=d e3=l a5=l c5=l
8	white b2 d2 d3 b4 d4 hand 1 | black e1 b3 c4 hand 2 | black to place	d	a1=l c1=l c2=d a3=l e3=l a5=l c5=l e5=l
4	white b2 d2 d3 b4 d4 hand 1 | black c1 b3 e3 hand 2 | black to place	d	a1=l e1=l c2=l a3=l c4=d a5=l c5=l e5=l
9	white a1 e1 c2 a3 e5 hand 1 | black c1 b2 e3 a5 hand 2 | black to place	w	d2=d b3=w d3=d b4=w c4=w d4=w c5=d
3	white b2 c2 d2 b4 d4 hand 1 | black c1 a3 e5 hand 2 | black to place	l	a1=l e1=l b3=l d3=l e3=l c4=l a5=l c5=l
12	white c1 b2 d2 c4 d4 hand 1 | black c2 b3 d3 b4 hand 2 | black to place	w	a1=d e1=d a3=d e3=d a5=w c5=w e5=w
7	white e1 b2 d4 a5 c5 hand 1 | black a1 b4 c4 e5 hand 2 | black to place	d	c1=d c2=d d2=d a3=l b3=l d3=d e3=d
1	white e1 e3 a5 c5 e5 hand 1 | black b2 d3 hand 2 | black to place	l	a1=l c1=l c2=l d2=l a3=l b3=l b4=l c4=l d4=l
0	white a1 d3 e3 b4 c4 hand 1 | black a3 b3 a5 e5 hand 2 | black to place	d	c1=l e1=l b2=l c2=l d2=l d4=d c5=d
1	white b2 c2 d2 b4 c4 hand 1 | black e3 d4 a5 hand 2 | black to place	l	a1=l c1=l e1=l a3=l b3=l d3=l c5=l e5=l
12	white a1 d2 b3 e3 e5 hand 1 | black e1 b2 b4 a5 hand 2 | black to place	d	c1=d c2=d a3=d d3=d c4=d d4=d c5=d
12	white a1 c1 b3 c4 a5 hand 1 | black e1 a3 b4 c5 hand 2 | black to place	d	b2=d c2=d d2=d d3=d e3=d d4=d e5=d
5	white b2 a3 e3 a5 c5 hand 1 | black a1 e1 b4 e5 hand 2 | black to place	w	c1=w c2=d d2=d b3=d d3=w c4=w d4=w
1	white c1 b2 c4 c5 hand 1 | black a1 d2 d3 d4 hand 2 | black to place	w	e1=w c2=d a3=w b3=w e3=w b4=w a5=w e5=w
3	white d2 a3 e3 b4 c5 hand 1 | black a1 e1 d4 a5 hand 2 | black to place	w	c1=w b2=d c2=d b3=d d3=d c4=d e5=d
3	white d2 d3 b4 c4 d4 hand 1 | black c1 b2 hand 2 | black to place	l	a1=l e1=l c2=l a3=l b3=l e3=l a5=l c5=l e5=l
1	white a1 a3 d3 b4 a5 hand 1 | black c1 d4 e5 hand 2 | black to place	l	e1=l b2=l c2=l d2=l b3=l e3=l c4=l c5=l
13	white b2 c2 b3 d4 c5 hand 1 | black c1 d2 b4 c4 hand 2 | black to place	d	a1=d e1=d a3=d d3=d e3=d a5=d e5=d
3	white c2 a3 b4 c4 hand 1 | black e1 a5 c5 e5 hand 2 | black to place	w	a1=l c1=w b2=l d2=l b3=w d3=w e3=w d4=w
12	white b2 c2 d3 b4 e5 hand 1 | black e1 d2 b3 e3 hand 2 | black to place	w	a1=w c1=d a3=d c4=d d4=d a5=d c5=d
2	white a1 c1 b2 e3 c5 hand 1 | black e1 c4 a5 e5 hand 2 | black to place	d	c2=d d2=d a3=d b3=d d3=d b4=d d4=l
2	white a1 c1 e1 a3 a5 hand 1 | black e3 d4 hand 2 | black to place	l	b2=l c2=l d2=l b3=l d3=l b4=l c4=l c5=l e5=l
5	white a1 b2 d2 b4 a5 hand 1 | black c2 b3 e3 d4 hand 2 | black to place	d	c1=l e1=l a3=d d3=l c4=l c5=l e5=l
8	white e1 c2 d2 b3 d3 hand 1 | black b2 b4 d4 c5 hand 2 | black to place	w	a1=w c1=w a3=w e3=w c4=w a5=w e5=w
6	white a1 b2 c2 d3 c4 hand 1 | black d2 b4 d4 e5 hand 2 | black to place	d	c1=d e1=d a3=d b3=l e3=d a5=d c5=l
8	white a1 c1 a3 d3 e5 hand 1 | black e1 c2 a5 c5 hand 2 | black to place	w	b2=w d2=d b3=w e3=d b4=w c4=d d4=d
13	white a1 e1 c2 d4 c5 hand 1 | black c1 b4 a5 e5 hand 2 | black to place	d	b2=d d2=d a3=d b3=d d3=d e3=d c4=d
0	white a1 c2 d3 d4 a5 hand 1 | black e1 b2 d2 c5 hand 2 | black to place	w	c1=l a3=w b3=l e3=l b4=l c4=l e5=l
11	white a1 e1 c2 a5 c5 hand 1 | black c1 a3 b3 e5 hand 2 | black to place	d	b2=d d2=d d3=d e3=d b4=d c4=d d4=d
6	white b2 d2 b4 c4 d4 hand 1 | black b3 d3 c5 hand 2 | black to place	w	a1=l c1=d e1=l c2=w a3=l e3=l a5=l e5=l
6	white a1 e1 c2 e3 a5 hand 1 | black c1 a3 c5 e5 hand 2 | black to place	w	b2=d d2=d b3=d d3=d b4=w c4=d d4=d
14	white a1 c1 d2 b3 c4 hand 1 | black e1 b2 b4 d4 hand 2 | black to place	d	c2=d a3=d d3=d e3=d a5=d c5=d e5=d
0	white b2 d3 e3 b4 a5 hand 1 | black c1 a3 c4 d4 hand 2 | black to place	d	a1=l e1=l c2=l d2=l b3=d c5=l e5=l
5	white a1 c2 d2 b3 hand 1 | black b2 b4 c4 d4 hand 2 | black to place	w	c1=w e1=w a3=w d3=w e3=w a5=w c5=w e5=w
11	white b2 c2 d2 b4 d4 hand 1 | black b3 d3 c5 hand 2 | black to place	d	a1=l c1=d e1=l a3=l e3=l c4=d a5=l e5=l
6	white a1 c1 a3 b4 c5 hand 1 | black e1 b2 a5 e5 hand 2 | black to place	w	c2=w d2=w b3=d d3=w e3=w c4=d d4=d
10	white e1 d2 a3 d4 a5 hand 1 | black a1 b3 c5 e5 hand 2 | black to place	d	c1=l b2=l c2=l d3=d e3=l b4=l c4=l
1	white e1 e3 a5 c5 e5 hand 1 | black a3 d4 hand 2 | black to place	l	a1=l c1=l b2=l c2=l d2=l b3=l d3=l b4=l c4=l
13	white e1 c2 d2 b4 a5 hand 1 | black a1 b3 c4 e5 hand 2 | black to place	d	c1=l b2=d a3=l d3=l e3=l d4=l c5=l
8	white b2 c2 d3 b4 c4 hand 1 | black e1 d2 b3 d4 hand 2 | black to place	w	a1=w c1=d a3=d e3=w a5=d c5=w e5=w
5	white b2 d2 d3 c4 d4 hand 1 | black c2 b3 b4 e5 hand 1 | white to place	w	a1=w c1=w e1=w a3=w e3=d a5=w c5=l
13	white c1 b2 a3 c4 d4 hand 1 | black a1 d2 b4 a5 e5 hand 1 | white to place	d	e1=l c2=l b3=l d3=l e3=l c5=d
14	white a1 c1 d2 b3 c4 hand 1 | black e1 b2 a3 b4 d4 hand 1 | white to place	d	c2=l d3=d e3=d a5=d c5=d e5=d
2	white e1 d2 d3 d4 a5 hand 1 | black c1 e3 c5 e5 hand 1 | white to place	w	a1=w b2=w c2=w a3=w b3=w b4=w c4=w
13	white a1 c2 b3 c4 d4 hand 1 | black c1 b2 d2 d3 b4 hand 1 | white to place	d	e1=d a3=d e3=d a5=d c5=d e5=d
10	white e1 d2 a3 d4 a5 hand 1 | black a1 b3 d3 c5 e5 hand 1 | white to place	d	c1=d b2=d c2=d e3=d b4=d c4=d
8	white a1 e1 c2 a3 e5 hand 1 | black c1 d2 d3 e3 a5 hand 1 | white to place	d	b2=l b3=l b4=l c4=l d4=d c5=l
10	white a1 e1 c2 a3 e5 hand 1 | black c1 e3 d4 a5 c5 hand 1 | white to place	l	b2=l d2=l b3=l d3=l b4=l c4=l
7	white b2 c2 d2 b4 d4 hand 1 | black e1 b3 d3 c4 hand 1 | white to place	d	a1=l c1=l a3=l e3=l a5=l c5=l e5=d
3	white d2 d3 b4 c4 d4 hand 1 | black c1 b2 a3 hand 1 | white to place	w	a1=w e1=w c2=w b3=w e3=w a5=w c5=w e5=w
13	white a1 c1 e1 b4 e5 hand 1 | black a3 b3 e3 c4 hand 1 | white to place	w	b2=d c2=d d2=w d3=w d4=w a5=d c5=l
6	white a1 e1 c2 e3 a5 hand 1 | black c1 a3 d3 c5 e5 hand 1 | white to place	d	b2=l d2=l b3=l b4=d c4=d d4=d
10	white a1 e1 c2 a3 e5 hand 1 | black c1 b2 e3 b4 a5 hand 1 | white to place	l	d2=l b3=l d3=l c4=l d4=l c5=l
7	white d2 d3 c4 c5 hand 1 | black b2 b3 e3 b4 d4 hand 1 | white to place	l	a1=l c1=l e1=l c2=l a3=l a5=l e5=l
6	white a1 c1 b3 a5 e5 hand 1 | black e1 b2 d2 a3 c5 hand 1 | white to place	l	c2=l d3=l e3=l b4=l c4=l d4=l
3	white b2 c2 d2 b4 d4 hand 1 | black c1 a3 c4 e5 hand 1 | white to place	w	a1=w e1=l b3=w d3=w e3=w a5=w c5=w
7	white e1 b2 d4 a5 c5 hand 1 | black a1 a3 b4 c4 e5 hand 1 | white to place	w	c1=d c2=d d2=w b3=d d3=d e3=d
3	white b2 c2 d2 b3 b4 hand 1 | black e1 c4 a5 hand 1 | white to place	w	a1=w c1=w a3=w d3=w e3=w d4=w c5=w e5=w
13	white b2 c2 b3 d4 c5 hand 1 | black c1 d2 e3 b4 c4 hand 1 | white to place	d	a1=l e1=d a3=l d3=l a5=l e5=l
11	white a1 c1 b3 a5 e5 hand 1 | black e1 c2 a3 d4 c5 hand 1 | white to place	l	b2=l d2=l d3=l e3=l b4=l c4=l
11	white b2 c2 d2 b4 d4 hand 1 | black c1 b3 d3 c5 hand 1 | white to place	d	a1=l e1=l a3=d e3=d c4=l a5=l e5=l
5	white b2 a3 a5 c5 hand 1 | black a1 c1 e1 b4 e5 hand 1 | white to place	l	c2=l d2=l b3=l d3=l e3=l c4=l d4=l
6	white a1 b2 c2 d3 hand 1 | black c1 d2 b4 c4 d4 hand 1 | white to place	l	e1=l a3=l b3=l e3=l a5=l c5=l e5=l
2	white a1 c1 e1 a3 a5 hand 1 | black b3 e3 d4 hand 1 | white to place	w	b2=w c2=w d2=w d3=w b4=w c4=w c5=w e5=w
11	white e1 b2 d2 b3 d4 hand 1 | black c2 a3 d3 b4 a5 hand 1 | white to place	l	a1=l c1=l e3=l c4=l c5=l e5=l
0	white e1 a3 b3 a5 e5 hand 1 | black c1 b2 d3 b4 c4 hand 1 | white to place	w	a1=w c2=l d2=l e3=w d4=l c5=w
8	white c1 b2 d2 b3 d4 hand 1 | black c2 d3 e3 b4 e5 hand 1 | white to place	l	a1=l e1=l a3=l c4=l a5=l c5=l
6	white c2 d2 b3 c4 d4 hand 1 | black b2 d3 b4 a5 c5 hand 1 | white to place	d	a1=l c1=l e1=l a3=l e3=l e5=d
5	white a1 c1 e1 a5 e5 hand 1 | black c2 a3 e3 c5 hand 1 | white to place	l	b2=l d2=l b3=l d3=l b4=l c4=l d4=l
4	white c1 c2 e3 a5 hand 1 | black b2 d2 b4 c4 d4 hand 1 | white to place	l	a1=l e1=l a3=l b3=l d3=l c5=l e5=l
4	white b2 b3 b4 c4 d4 hand 1 | black c1 c5 e5 hand 1 | white to place	w	a1=w e1=w c2=w d2=w a3=w d3=w e3=w a5=w
5	white e1 a3 d3 a5 e5 hand 1 | black a1 b2 c2 e3 c5 hand 1 | white to place	l	c1=l d2=l b3=l b4=l c4=l d4=l
7	white c1 b2 d2 d3 e5 hand 1 | black c2 a3 d4 a5 c5 hand 1 | white to place	l	a1=l e1=l b3=l e3=l b4=l c4=l
14	white e1 c2 d2 a3 b4 hand 1 | black a1 b2 e3 d4 c5 hand 1 | white to place	d	c1=l b3=l d3=l c4=l a5=d e5=d
0	white d3 e3 c4 d4 c5 hand 1 | black a1 b2 a3 b3 e5 hand 1 | white to place	w	c1=l e1=l c2=l d2=w b4=w a5=l
9	white a1 e1 c2 a3 e5 hand 1 | black c1 b2 b3 e3 a5 hand 1 | white to place	l	d2=l d3=l b4=l c4=l d4=l c5=l
3	white c1 c2 b4 hand 1 | black a1 a3 a5 c5 e5 hand 1 | white to place	l	e1=l b2=l d2=l b3=l d3=l e3=l c4=l d4=l
4	white a1 e1 e3 c4 d4 hand 1 | black c1 a3 d3 b4 e5 hand 1 | white to place	l	b2=l c2=l d2=l b3=l a5=l c5=l
8	white b2 d2 b3 c4 d4 hand 1 | black c2 d3 e3 b4 c5 hand 1 | white to place	l	a1=l c1=l e1=l a3=l a5=l e5=l
13	white a1 c1 b2 b4 c4 hand 1 | black e1 a3 b3 d4 a5 hand 1 | white to place	d	c2=l d2=d d3=d e3=d c5=l e5=l
13	white a1 e1 c2 d4 c5 hand 1 | black c1 b3 b4 a5 e5 hand 1 | white to place	d	b2=d d2=l a3=l d3=l e3=l c4=l
12	white a1 c1 b3 c4 a5 hand 1 | black e1 a3 b4 d4 c5 hand 1 | white to place	d	b2=l c2=l d2=l d3=l e3=d e5=d
12	white a1 c1 e3 a5 c5 hand 1 | black e1 a3 b4 d4 e5 hand 1 | white to place	l	b2=l c2=l d2=l b3=l d3=l c4=l
14	white a1 c1 b2 e3 d4 hand 1 | black e1 c2 a3 c4 a5 hand 1 | white to place	d	d2=d b3=l d3=l b4=l c5=d e5=d
0	white c2 d2 e3 e5 hand 1 | black b2 a3 b3 b4 c4 hand 1 | white to place	w	a1=l c1=l e1=w d3=l d4=l a5=l c5=l
1	white a1 b4 d4 c5 hand 1 | black e1 b3 e3 c4 e5 hand 1 | white to place	l	c1=l b2=l c2=l d2=l a3=l d3=l a5=l
8	white b2 d2 d3 b4 d4 hand 1 | black e1 c2 b3 c4 hand 1 | white to place	d	a1=d c1=l a3=l e3=l a5=l c5=l e5=l
2	white b3 d4 a5 hand 1 | black a1 c1 e1 e3 e5 hand 1 | white to place	l	b2=l c2=l d2=l a3=l d3=l b4=l c4=l c5=l
5	white a1 b2 d2 b4 a5 hand 1 | black c2 a3 b3 e3 d4 hand 1 | white to place	d	c1=d e1=d d3=l c4=l c5=d e5=d
6	white b2 e3 c5 e5 hand 1 | black a1 e1 c2 a3 a5 hand 1 | white to place	l	c1=l d2=l b3=l d3=l b4=l c4=l d4=l
1	white a1 b2 b3 e3 hand 1 | black c1 d3 b4 c4 d4 hand 1 | white to place	l	e1=l c2=l d2=l a3=l a5=l c5=l e5=l
5	white e1 b2 d3 b4 c4 hand 1 | black c1 c2 d2 b3 d4 hand 1 | white to place	d	a1=d a3=d e3=d a5=d c5=d e5=d
8	white a1 c1 d2 a3 hand 1 | black e1 d3 a5 c5 e5 hand 1 | white to place	l	b2=l c2=l b3=l e3=l b4=l c4=l d4=l
13	white c1 e3 b4 a5 c5 hand 1 | black e1 d2 a3 d4 e5 hand 1 | white to place	d	a1=l b2=l c2=l b3=l d3=d c4=l
4	white a1 c1 e1 a3 a5 hand 1 | black b2 d2 b4 hand 1 | white to place	w	c2=w b3=w d3=w e3=w c4=w d4=w c5=w e5=w
11	white c1 b2 d2 b3 d4 hand 1 | black c2 d3 b4 a5 e5 hand 1 | white to place	l	a1=l e1=l a3=l e3=l c4=l c5=l
12	white a1 d2 b3 e3 e5 hand 1 | black e1 b2 b4 c4 a5 hand 1 | white to place	d	c1=l c2=l a3=l d3=l d4=d c5=l
1	white a1 a3 d3 b4 a5 hand 1 | black c1 b3 d4 e5 hand 1 | white to place	w	e1=w b2=w c2=d d2=w e3=w c4=d c5=l
5	white a1 e1 e3 a5 e5 hand 1 | black c1 c2 a3 c5 hand 1 | white to place	d	b2=l d2=l b3=d d3=l b4=l c4=d d4=l
2	white e1 c2 a5 c5 hand 1 | black d2 d3 b4 d4 e5 hand 1 | white to place	l	a1=l c1=l b2=l a3=l b3=l e3=l c4=l
4	white b2 d2 d3 b4 d4 hand 1 | black c1 b3 e3 e5 hand 1 | white to place	w	a1=w e1=w c2=w a3=w c4=w a5=w c5=w
1	white e1 d2 b3 hand 1 | black a1 a3 a5 c5 e5 hand 1 | white to place	l	c1=l b2=l c2=l d3=l e3=l b4=l c4=l d4=l
10	white a1 e1 a3 e3 c5 hand 1 | black c1 b2 b3 a5 e5 hand 1 | white to place	l	c2=l d2=l d3=l b4=l c4=l d4=l
13	white b2 c2 a3 d4 c5 hand 1 | black d2 b3 e3 b4 c4 hand 1 | white to place	d	a1=d c1=d e1=d d3=d a5=d e5=d
4	white a1 e1 e3 a5 e5 hand 1 | black c2 d2 b3 c4 hand 1 | white to place	w	c1=w b2=w a3=w d3=l b4=l d4=l c5=w
8	white e1 c2 d2 b3 d3 hand 1 | black b2 e3 b4 d4 c5 hand 1 | white to place	l	a1=l c1=l a3=l c4=l a5=l e5=l
11	white a1 e1 a5 c5 e5 hand 1 | black c1 c2 a3 e3 hand 1 | white to place	d	b2=l d2=l b3=d d3=d b4=l c4=l d4=l
8	white a1 c1 b3 c4 e5 hand 1 | black e1 a3 b4 a5 c5 hand 1 | white to place	w	b2=d c2=d d2=w d3=d e3=d d4=d
13	white a1 e1 b4 d4 c5 hand 1 | black c1 b3 d3 c4 e5 hand 1 | white to place	d	b2=d c2=d d2=d a3=l e3=l a5=l
0	white b2 d3 e3 b4 a5 hand 1 | black c1 c2 a3 c4 d4 hand 1 | white to place	w	a1=d e1=d d2=l b3=w c5=d e5=l
7	white b2 d2 b3 b4 d4 hand 1 | black e1 c2 d3 c4 hand 1 | white to place	d	a1=d c1=l a3=d e3=l a5=l c5=l e5=l
11	white a1 e1 c2 a5 c5 hand 1 | black c1 d2 a3 b3 e5 hand 1 | white to place	d	b2=l d3=l e3=l b4=d c4=d d4=l
5	white a1 c2 d2 b3 hand 1 | black b2 b4 c4 d4 e5 hand 1 | white to place	l	c1=l e1=l a3=l d3=l e3=l a5=l c5=l
11	white c1 b2 e3 a5 c5 hand 1 | black a1 e1 c2 b3 e5 hand 1 | white to place	d	d2=d a3=d d3=d b4=d c4=d d4=d
12	white c1 b2 d2 c4 d4 hand 1 | black c2 b3 d3 b4 c5 hand 1 | white to place	l	a1=l e1=l a3=l e3=l a5=l e5=l
2	white a1 c1 b2 e3 c5 hand 1 | black e1 d3 c4 a5 e5 hand 1 | white to place	d	c2=l d2=d a3=l b3=l b4=l d4=d
4	white b2 c2 e3 d4 hand 1 | black a1 c1 d2 a3 a5 hand 1 | white to place	l	e1=l b3=l d3=l b4=l c4=l c5=l e5=l
3	white a3 b3 d3 c4 hand 1 | black a1 c1 e1 a5 e5 hand 1 | white to place	l	b2=l c2=l d2=l e3=l b4=l d4=l c5=l
0	white a1 c2 d3 c4 e5 hand 1 | black e1 b2 d2 b4 a5 hand 1 | white to place	d	c1=l a3=l b3=d e3=l d4=l c5=l
6	white a1 b2 c2 d3 c4 hand 1 | black d2 b4 d4 c5 e5 hand 1 | white to place	w	c1=l e1=l a3=l b3=l e3=l a5=w
8	white b2 c2 d3 b4 c4 hand 1 | black a1 e1 d2 b3 d4 hand 1 | white to place	l	c1=l a3=l e3=l a5=l c5=l e5=l
0	white a1 d3 b4 d4 e5 hand 1 | black c1 c2 a3 b3 c5 hand 1 | white to place	w	e1=w b2=w d2=w e3=l c4=w a5=l
3	white c2 a3 b4 hand 1 | black e1 e3 a5 c5 e5 hand 1 | white to place	l	a1=l c1=l b2=l d2=l b3=l d3=l c4=l d4=l
0	white c1 b2 d3 e3 c5 hand 1 | black a1 d2 b4 c4 e5 hand 1 | white to place	d	e1=l c2=l a3=l b3=l d4=d a5=l
2	white c1 b3 d4 hand 1 | black e1 e3 a5 c5 e5 hand 1 | white to place	l	a1=l b2=l c2=l d2=l a3=l d3=l b4=l c4=l
14	white a1 c1 e1 b3 e5 hand 1 | black b2 e3 b4 d4 hand 1 | white to place	w	c2=w d2=w a3=w d3=w c4=w a5=w c5=w
10	white b2 d2 b4 c4 d4 hand 1 | black a1 c2 b3 d3 hand 1 | white to place	d	c1=l e1=l a3=l e3=l a5=d c5=d e5=l
2	white c1 b2 b3 e3 b4 hand 1 | black e1 d3 d4 e5 hand 1 | white to place	w	a1=l c2=l d2=w a3=l c4=l a5=l c5=l
0	white a1 c2 d3 d4 a5 hand 1 | black e1 b2 d2 b4 c5 hand 1 | white to place	w	c1=l a3=w b3=d e3=l c4=l e5=l
7	white c1 a3 e3 c5 e5 hand 1 | black a1 e1 c2 b3 a5 hand 1 | white to place	d	b2=d d2=l d3=l b4=l c4=l d4=l
1	white a1 d2 c4 e5 hand 1 | black e1 b2 b3 b4 a5 hand 1 | white to place	l	c1=l c2=l a3=l d3=l e3=l d4=l c5=l
1	white b2 c2 d2 b4 c4 hand 1 | black a3 e3 d4 a5 hand 1 | white to place	w	a1=w c1=w e1=w b3=w d3=w c5=w e5=w
6	white a1 e1 b3 a5 c5 hand 1 | black c1 b2 c2 a3 e5 hand 1 | white to place	d	d2=d d3=l e3=l b4=l c4=l d4=l
9	white c1 b2 d2 b4 d4 hand 1 | black a1 c2 b3 d3 c4 hand 1 | white to place	l	e1=l a3=l e3=l a5=l c5=l e5=l
7	white c1 d2 a3 e3 a5 hand 1 | black a1 e1 b3 c5 e5 hand 1 | white to place	d	b2=d c2=l d3=l b4=d c4=d d4=d
7	white b2 d2 d3 b4 c4 hand 1 | black c2 b3 d4 a5 c5 hand 1 | white to place	l	a1=l c1=l e1=l a3=l e3=l e5=l
8	white b2 d2 b3 b4 d4 hand 1 | black c2 d3 c4 c5 hand 1 | white to place	d	a1=l c1=d e1=l a3=l e3=d a5=l e5=l
6	white a1 e1 c2 e3 a5 hand 1 | black c1 d2 a3 c5 e5 hand 1 | white to place	d	b2=l b3=l d3=l b4=d c4=d d4=d
9	white b2 c2 a3 b4 d4 hand 1 | black d2 b3 c4 a5 e5 hand 1 | white to place	d	a1=l c1=l e1=l d3=l e3=l c5=d
2	white a1 c1 e1 a3 a5 hand 1 | black c2 b3 d4 hand 1 | white to place	w	b2=w d2=w d3=w e3=w b4=w c4=w c5=w e5=w
11	white b2 d2 d3 b4 d4 hand 1 | black c2 b3 c4 c5 hand 1 | white to place	d	a1=l c1=d e1=l a3=d e3=l a5=l e5=l
6	white a1 c1 a3 b4 hand 1 | black e1 b2 e3 a5 e5 hand 1 | white to place	l	c2=l d2=l b3=l d3=l c4=l d4=l c5=l
8	white a1 c1 a3 d3 e5 hand 1 | black e1 c2 b4 a5 c5 hand 1 | white to place	l	b2=l d2=l b3=l e3=l c4=l d4=l
6	white b2 d2 b4 c4 d4 hand 1 | black c2 b3 d3 c5 hand 1 | white to place	l	a1=l c1=l e1=l a3=l e3=l a5=l e5=l
7	white c1 b2 e3 a5 c5 hand 1 | black e1 d2 a3 d4 e5 hand 1 | white to place	d	a1=l c2=l b3=l d3=d b4=l c4=l
10	white c1 d2 b3 b4 c4 hand 1 | black b2 c2 a3 d4 a5 hand 1 | white to place	d	a1=d e1=l d3=l e3=l c5=l e5=l
12	white b2 c2 d3 b4 e5 hand 1 | black a1 e1 d2 b3 e3 hand 1 | white to place	l	c1=l a3=l c4=l d4=l a5=l c5=l
1	white c1 b2 c4 c5 hand 1 | black a1 d2 a3 d3 d4 hand 1 | white to place	l	e1=l c2=l b3=l e3=l b4=l a5=l e5=l
11	white a1 c2 b3 d3 c4 hand 1 | black c1 b2 d2 b4 d4 hand 1 | white to place	w	e1=d a3=d e3=d a5=w c5=d e5=d
4	white a1 c2 d2 hand 1 | black b2 b3 b4 c4 d4 hand 1 | white to place	l	c1=l e1=l a3=l d3=l e3=l a5=l c5=l e5=l
13	white e1 c2 d2 b4 a5 hand 1 | black a1 b2 b3 c4 e5 hand 1 | white to place	d	c1=d a3=d d3=d e3=d d4=d c5=d
3	white d2 e3 b4 c5 hand 1 | black a1 c1 e1 d4 a5 hand 1 | white to place	l	b2=l c2=l a3=l b3=l d3=l c4=l e5=l
9	white b2 d2 b4 c4 d4 hand 1 | black c2 b3 d3 e5 hand 1 | white to place	d	a1=l c1=l e1=d a3=l e3=l a5=l c5=l
1	white b2 c2 d2 b3 b4 hand 1 | black a1 a5 c5 hand 1 | white to place	w	c1=w e1=w a3=w d3=w e3=w c4=w d4=w e5=w
11	white a1 b2 c2 d3 c4 hand 1 | black e1 d2 e3 b4 d4 hand 1 | white to place	d	c1=l a3=l b3=l a5=l c5=l e5=d
4	white c1 d3 e3 a5 hand 1 | black b2 d2 b3 b4 c4 hand 1 | white to place	l	a1=l e1=l c2=l a3=l d4=l c5=l e5=l
1	white e1 e3 a5 c5 e5 hand 1 | black c1 a3 d4 hand 1 | white to place	w	a1=w b2=w c2=w d2=w b3=w d3=w b4=w c4=w
0	white a1 d3 e3 b4 c4 hand 1 | black b2 a3 b3 a5 e5 hand 1 | white to place	w	c1=d e1=l c2=l d2=l d4=w c5=d
2	white c1 b2 e3 d4 hand 1 | black a1 e1 a3 a5 e5 hand 1 | white to place	d	c2=l d2=l b3=l d3=l b4=l c4=l c5=d
1	white e1 e3 a5 c5 e5 hand 1 | black b2 d3 c4 hand 1 | white to place	w	a1=w c1=w c2=w d2=w a3=w b3=w b4=w d4=w
10	white b2 a3 d3 b4 c4 hand 1 | black c2 b3 d4 a5 e5 hand 1 | white to place	l	a1=l c1=l e1=l d2=l e3=l c5=l
2	white c1 d2 a5 hand 1 | black b2 b3 b4 c4 d4 hand 1 | white to place	l	a1=l e1=l c2=l a3=l d3=l e3=l c5=l e5=l
5	white c1 a3 d4 a5 c5 hand 1 | black a1 b2 b4 c4 e5 hand 1 | white to place	d	e1=l c2=l d2=l b3=d d3=l e3=l
4	white a1 b2 d2 a3 a5 hand 1 | black c1 c4 d4 e5 hand 1 | white to place	w	e1=d c2=w b3=w d3=w e3=w b4=w c5=d
0	white b3 d3 b4 c4 e5 hand 1 | black b2 c2 a3 e3 d4 hand 1 | white to place	l	a1=l c1=l e1=l d2=l a5=l c5=l
3	white a1 c1 e1 a3 a5 hand 1 | black b2 d3 c5 hand 1 | white to place	w	c2=w d2=w b3=w e3=w b4=w c4=w d4=w e5=w
3	white b2 d4 a5 hand 1 | black a1 c1 e1 e3 e5 hand 1 | white to place	l	c2=l d2=l a3=l b3=l d3=l b4=l c4=l c5=l
3	white e1 b3 d3 a5 e5 hand 1 | black a1 c2 a3 c4 d4 hand 1 | white to place	w	c1=l b2=l d2=l e3=w b4=d c5=w
14	white c1 b2 d2 a5 c5 hand 1 | black a1 c2 b3 d4 e5 hand 1 | white to place	d	e1=l a3=l d3=l e3=l b4=d c4=d
5	white b3 e3 c5 e5 hand 1 | black a1 c1 e1 c2 a5 hand 1 | white to place	l	b2=l d2=l a3=l d3=l b4=l c4=l d4=l
7	white d2 e3 b4 d4 a5 hand 1 | black a1 b2 b3 d3 c4 hand 1 | white to place	d	c1=d e1=d c2=d a3=d c5=d e5=d
1	white a1 b2 b3 e3 e5 | black c1 d3 b4 c4 d4 hand 1 | black to place	w	e1=w c2=w d2=w a3=w a5=w c5=w
11	white a1 c2 b3 d3 c4 a5 | black c1 b2 d2 b4 d4 hand 1 | black to place	l	e1=l a3=l e3=l c5=l e5=l
4	white c1 c2 d3 e3 a5 | black b2 d2 b3 b4 c4 hand 1 | black to place	w	a1=w e1=w a3=w d4=w c5=w e5=w
13	white a1 c2 b3 e3 c4 d4 | black c1 b2 d2 d3 b4 hand 1 | black to place	d	e1=l a3=d a5=d c5=d e5=l
8	white e1 b2 d2 b3 c4 d4 | black c2 d3 e3 b4 c5 hand 1 | black to place	w	a1=w c1=d a3=w a5=w e5=d
3	white a1 d2 d3 b4 c4 d4 | black c1 b2 a3 hand 1 | black to place	l	e1=l c2=l b3=l e3=l a5=l c5=l e5=l
7	white e1 b2 d2 d4 a5 c5 | black a1 a3 b4 c4 e5 hand 1 | black to place	l	c1=l c2=l b3=l d3=l e3=l
13	white b2 c2 a3 d4 c5 e5 | black d2 b3 e3 b4 c4 hand 1 | black to place	d	a1=l c1=l e1=l d3=l a5=d
4	white b2 c2 e3 d4 c5 | black a1 c1 d2 a3 a5 hand 1 | black to place	w	e1=w b3=w d3=d b4=w c4=w e5=d
2	white a1 c1 e1 a3 a5 e5 | black b3 e3 d4 hand 1 | black to place	l	b2=l c2=l d2=l d3=l b4=l c4=l c5=l
14	white c1 b2 d2 c4 a5 c5 | black a1 c2 b3 d4 e5 hand 1 | black to place	d	e1=d a3=d d3=d e3=d b4=d
4	white a1 c1 e1 a3 a5 e5 | black b2 d2 b4 hand 1 | black to place	l	c2=l b3=l d3=l e3=l c4=l d4=l c5=l
9	white a1 e1 c2 a3 b4 e5 | black c1 b2 b3 e3 a5 hand 1 | black to place	w	d2=w d3=d c4=d d4=w c5=d
9	white c1 b2 d2 b4 c4 d4 | black c2 b3 d3 e5 hand 1 | black to place	w	a1=l e1=d a3=l e3=l a5=l c5=w
10	white b2 a3 d3 b4 c4 c5 | black c2 b3 d4 a5 e5 hand 1 | black to place	w	a1=d c1=d e1=d d2=d e3=w
11	white b2 d2 a3 d3 b4 d4 | black c2 b3 c4 c5 hand 1 | black to place	d	a1=l c1=l e1=l e3=d a5=l e5=l
1	white c1 b2 c4 a5 c5 | black a1 d2 a3 d3 d4 hand 1 | black to place	w	e1=d c2=l b3=l e3=d b4=d e5=w
6	white a1 c1 c2 b3 a5 e5 | black e1 b2 d2 a3 c5 hand 1 | black to place	w	d3=w e3=w b4=w c4=d d4=w
5	white c1 a3 b3 d4 a5 c5 | black a1 b2 b4 c4 e5 hand 1 | black to place	d	e1=d c2=d d2=d d3=d e3=d
6	white c2 d2 b3 c4 d4 e5 | black b2 d3 b4 a5 c5 hand 1 | black to place	d	a1=d c1=d e1=d a3=d e3=d
6	white a1 b2 c2 d3 c4 a5 | black d2 b4 d4 c5 e5 hand 1 | black to place	l	c1=l e1=l a3=l b3=l e3=l
7	white b2 d2 d3 b4 c4 e5 | black c2 b3 d4 a5 c5 hand 1 | black to place	w	a1=w c1=w e1=w a3=w e3=w
2	white c1 b2 e3 b4 d4 | black a1 e1 a3 a5 e5 hand 1 | black to place	w	c2=w d2=w b3=w d3=w c4=w c5=w
6	white c1 b2 e3 c5 e5 | black a1 e1 c2 a3 a5 hand 1 | black to place	w	d2=w b3=w d3=w b4=w c4=w d4=w
8	white a1 e1 c2 a3 d4 e5 | black c1 d2 d3 e3 a5 hand 1 | black to place	d	b2=d b3=d b4=d c4=d c5=d
7	white c1 d2 a3 e3 d4 a5 | black a1 e1 b3 c5 e5 hand 1 | black to place	d	b2=l c2=l d3=d b4=l c4=l
2	white a1 e1 d2 d3 d4 a5 | black c1 e3 c5 e5 hand 1 | black to place	l	b2=l c2=l a3=l b3=l b4=l c4=l
6	white c1 b2 d2 b4 c4 d4 | black c2 b3 d3 c5 hand 1 | black to place	w	a1=w e1=w a3=d e3=d a5=w e5=w
4	white c1 c2 e3 a5 c5 | black b2 d2 b4 c4 d4 hand 1 | black to place	w	a1=w e1=w a3=w b3=w d3=w e5=w
12	white a1 c1 e3 c4 a5 c5 | black e1 a3 b4 d4 e5 hand 1 | black to place	w	b2=w c2=w d2=d b3=w d3=w
14	white a1 c1 e1 b3 a5 e5 | black b2 e3 b4 d4 hand 1 | black to place	l	c2=l d2=l a3=l d3=l c4=l c5=l
7	white b2 c2 d2 b4 d4 c5 | black e1 b3 d3 c4 hand 1 | black to place	w	a1=l c1=w a3=l e3=l a5=l e5=d
3	white c1 e1 c2 b4 | black a1 a3 a5 c5 e5 hand 1 | black to place	w	b2=w d2=w b3=w d3=w e3=w c4=w d4=w
2	white e1 c2 c4 a5 c5 | black d2 d3 b4 d4 e5 hand 1 | black to place	w	a1=w c1=w b2=l a3=w b3=w e3=d
8	white b2 d2 b3 e3 b4 d4 | black c2 d3 c4 c5 hand 1 | black to place	d	a1=l c1=l e1=l a3=d a5=l e5=l
1	white e1 b2 e3 a5 c5 e5 | black c1 a3 d4 hand 1 | black to place	l	a1=l c2=l d2=l b3=l d3=l b4=l c4=l
2	white a1 c1 b2 d2 e3 c5 | black e1 d3 c4 a5 e5 hand 1 | black to place	d	c2=d a3=l b3=l b4=l d4=l
11	white c1 b2 d2 b3 d4 c5 | black c2 d3 b4 a5 e5 hand 1 | black to place	w	a1=d e1=w a3=d e3=d c4=d
8	white c1 b2 c2 d3 b4 c4 | black a1 e1 d2 b3 d4 hand 1 | black to place	w	a3=w e3=w a5=w c5=w e5=d
6	white a1 b2 c2 d3 a5 | black c1 d2 b4 c4 d4 hand 1 | black to place	w	e1=d a3=w b3=w e3=d c5=d e5=w
3	white b2 c2 d2 d3 b4 d4 | black c1 a3 e5 hand 1 | black to place	l	a1=l e1=l b3=l e3=l c4=l a5=l c5=l
3	white a3 b3 d3 c4 c5 | black a1 c1 e1 a5 e5 hand 1 | black to place	w	b2=w c2=w d2=w e3=w b4=w d4=w
5	white a1 c1 e1 d4 a5 e5 | black c2 a3 e3 c5 hand 1 | black to place	w	b2=d d2=d b3=w d3=w b4=d c4=w
0	white c1 b2 a3 d3 e3 c5 | black a1 d2 b4 c4 e5 hand 1 | black to place	w	e1=d c2=l b3=l d4=w a5=d
8	white a1 c1 d2 a3 e3 | black e1 d3 a5 c5 e5 hand 1 | black to place	w	b2=w c2=w b3=w b4=w c4=w d4=w
9	white b2 c2 a3 b4 d4 c5 | black d2 b3 c4 a5 e5 hand 1 | black to place	d	a1=d c1=d e1=d d3=d e3=d
5	white c1 b2 d2 d3 c4 d4 | black c2 b3 b4 e5 hand 1 | black to place	l	a1=l e1=l a3=l e3=l a5=l c5=l
1	white e1 b2 d2 b3 | black a1 a3 a5 c5 e5 hand 1 | black to place	w	c1=w c2=w d3=w e3=w b4=w c4=w d4=w
13	white c1 d3 e3 b4 a5 c5 | black e1 d2 a3 d4 e5 hand 1 | black to place	d	a1=d b2=d c2=d b3=d c4=d
13	white a1 c1 e1 d3 b4 e5 | black a3 b3 e3 c4 hand 1 | black to place	l	b2=l c2=l d2=l d4=l a5=l c5=l
0	white c1 d3 e3 c4 d4 c5 | black a1 b2 a3 b3 e5 hand 1 | black to place	w	e1=l c2=l d2=l b4=w a5=w
6	white a1 e1 d2 b3 a5 c5 | black c1 b2 c2 a3 e5 hand 1 | black to place	d	d3=d e3=d b4=d c4=d d4=d
10	white c1 e1 d2 a3 d4 a5 | black a1 b3 d3 c5 e5 hand 1 | black to place	d	b2=d c2=d e3=d b4=d c4=d
2	white c1 b2 d2 b3 e3 b4 | black e1 d3 d4 e5 hand 1 | black to place	l	a1=l c2=l a3=l c4=l a5=l c5=l
11	white a1 e1 c2 d3 a5 c5 | black c1 d2 a3 b3 e5 hand 1 | black to place	w	b2=w e3=d b4=d c4=w d4=d
0	white b2 d3 e3 b4 a5 c5 | black c1 c2 a3 c4 d4 hand 1 | black to place	d	a1=l e1=l d2=l b3=l e5=d
9	white c1 b2 d2 a3 b4 d4 | black a1 c2 b3 d3 c4 hand 1 | black to place	w	e1=w e3=d a5=w c5=d e5=w
1	white a1 c2 b4 d4 c5 | black e1 b3 e3 c4 e5 hand 1 | black to place	w	c1=w b2=w d2=w a3=w d3=w a5=w
0	white a1 c2 d3 e3 c4 e5 | black e1 b2 d2 b4 a5 hand 1 | black to place	w	c1=d a3=w b3=w d4=l c5=l
7	white a1 c1 b2 d2 d3 e5 | black c2 a3 d4 a5 c5 hand 1 | black to place	w	e1=d b3=l e3=d b4=w c4=l
0	white a1 d3 e3 b4 c4 d4 | black a3 b3 a5 e5 hand 1 | black to place	l	c1=l e1=l b2=l c2=l d2=l c5=l
12	white c1 b2 c2 d3 b4 e5 | black a1 e1 d2 b3 e3 hand 1 | black to place	w	a3=w c4=d d4=d a5=w c5=w
6	white a1 c1 a3 b4 c5 | black e1 b2 e3 a5 e5 hand 1 | black to place	w	c2=w d2=w b3=w d3=w c4=w d4=w
10	white a1 e1 c2 a3 b3 e5 | black c1 b2 e3 b4 a5 hand 1 | black to place	w	d2=w d3=d c4=w d4=w c5=w
13	white c1 b2 a3 c4 d4 c5 | black a1 d2 b4 a5 e5 hand 1 | black to place	d	e1=l c2=d b3=d d3=d e3=d
5	white a1 e1 b2 e3 a5 e5 | black c1 c2 a3 c5 hand 1 | black to place	w	d2=l b3=l d3=w b4=l c4=l d4=l
6	white a1 e1 c2 b3 e3 a5 | black c1 d2 a3 c5 e5 hand 1 | black to place	w	b2=d d3=w b4=d c4=d d4=d
10	white a1 e1 a3 e3 b4 c5 | black c1 b2 b3 a5 e5 hand 1 | black to place	w	c2=w d2=w d3=w c4=w d4=d
8	white e1 c2 d2 b3 d3 c4 | black b2 e3 b4 d4 c5 hand 1 | black to place	w	a1=d c1=d a3=w a5=w e5=l
13	white e1 c2 d2 b4 a5 c5 | black a1 b2 b3 c4 e5 hand 1 | black to place	d	c1=d a3=d d3=d e3=d d4=d
1	white b2 c2 d2 b3 b4 e5 | black a1 a5 c5 hand 1 | black to place	l	c1=l e1=l a3=l d3=l e3=l c4=l d4=l
2	white c1 c2 b3 d4 | black e1 e3 a5 c5 e5 hand 1 | black to place	w	a1=w b2=w d2=w a3=w d3=w b4=w c4=w
11	white a1 c1 b3 b4 a5 e5 | black e1 c2 a3 d4 c5 hand 1 | black to place	w	b2=w d2=w d3=w e3=w c4=w
3	white a1 c1 e1 d2 a3 a5 | black b2 d3 c5 hand 1 | black to place	l	c2=l b3=l e3=l b4=l c4=l d4=l e5=l
1	white b2 c2 d2 b3 b4 c4 | black e3 d4 a5 hand 1 | black to place	l	a1=l c1=l e1=l a3=l d3=l c5=l e5=l
0	white c2 d2 e3 d4 e5 | black b2 a3 b3 b4 c4 hand 1 | black to place	w	a1=l c1=l e1=l d3=w a5=l c5=l
5	white e1 d2 a3 d3 a5 e5 | black a1 b2 c2 e3 c5 hand 1 | black to place	w	c1=d b3=w b4=d c4=d d4=d
10	white c1 b2 d2 b4 c4 d4 | black a1 c2 b3 d3 hand 1 | black to place	w	e1=l a3=l e3=l a5=d c5=w e5=l
12	white a1 c1 b2 d2 c4 d4 | black c2 b3 d3 b4 c5 hand 1 | black to place	w	e1=w a3=d e3=w a5=w e5=d
5	white e1 b2 d3 b4 c4 e5 | black c1 c2 d2 b3 d4 hand 1 | black to place	d	a1=l a3=l e3=d a5=l c5=l
4	white a1 b2 d2 a3 b4 a5 | black c1 c4 d4 e5 hand 1 | black to place	l	e1=l c2=l b3=l d3=l e3=l c5=l
2	white a1 c1 e1 a3 a5 e5 | black c2 b3 d4 hand 1 | black to place	l	b2=l d2=l d3=l e3=l b4=l c4=l c5=l
5	white b2 a3 e3 a5 c5 | black a1 c1 e1 b4 e5 hand 1 | black to place	w	c2=w d2=w b3=w d3=w c4=w d4=w
0	white e1 d2 a3 b3 a5 e5 | black c1 b2 d3 b4 c4 hand 1 | black to place	w	a1=w c2=w e3=w d4=w c5=w
10	white a1 e1 b2 c2 a3 e5 | black c1 e3 d4 a5 c5 hand 1 | black to place	w	d2=w b3=w d3=l b4=w c4=w
13	white a1 e1 d2 b4 d4 c5 | black c1 b3 d3 c4 e5 hand 1 | black to place	d	b2=d c2=d a3=d e3=d a5=d
13	white a1 c1 b2 d3 b4 c4 | black e1 a3 b3 d4 a5 hand 1 | black to place	d	c2=d d2=d e3=l c5=l e5=l
14	white a1 c1 b2 e3 d4 c5 | black e1 c2 a3 c4 a5 hand 1 | black to place	d	d2=d b3=d d3=d b4=d e5=d
10	white a1 c1 d2 b3 b4 c4 | black b2 c2 a3 d4 a5 hand 1 | black to place	d	e1=d d3=d e3=d c5=d e5=d
13	white a1 e1 b2 c2 d4 c5 | black c1 b3 b4 a5 e5 hand 1 | black to place	d	d2=d a3=l d3=d e3=l c4=l
5	white a3 b3 e3 c5 e5 | black a1 c1 e1 c2 a5 hand 1 | black to place	w	b2=w d2=d d3=w b4=w c4=w d4=w
4	white a1 e1 b2 e3 c4 d4 | black c1 a3 d3 b4 e5 hand 1 | black to place	w	c2=w d2=d b3=w a5=d c5=w
12	white a1 d2 b3 e3 d4 e5 | black e1 b2 b4 c4 a5 hand 1 | black to place	d	c1=l c2=l a3=l d3=d c5=l
1	white a1 a3 d3 e3 b4 a5 | black c1 b3 d4 e5 hand 1 | black to place	l	e1=l b2=l c2=l d2=l c4=l c5=l
7	white c1 a3 e3 c4 c5 e5 | black a1 e1 c2 b3 a5 hand 1 | black to place	w	b2=d d2=w d3=w b4=w d4=d
3	white e1 b3 d3 a5 c5 e5 | black a1 c2 a3 d4 hand 1 | black to place	l	c1=l b2=l d2=l e3=l b4=l c4=l
10	white e1 b2 d2 b4 c4 d4 | black c2 b3 d3 e5 hand 1 | black to place	d	a1=l c1=l a3=l e3=l a5=l c5=d
11	white b2 c2 d2 b4 c4 d4 | black c1 d3 c5 hand 1 | black to place	w	a1=l e1=l a3=l b3=w e3=l a5=l e5=l
8	white a1 c1 a3 d3 d4 e5 | black e1 c2 b4 a5 c5 hand 1 | black to place	w	b2=d d2=d b3=w e3=d c4=d
7	white c1 b2 d2 b3 b4 d4 | black e1 c2 d3 c4 hand 1 | black to place	w	a1=l a3=w e3=l a5=l c5=l e5=l
11	white c1 b2 d3 e3 a5 c5 | black a1 e1 c2 b3 e5 hand 1 | black to place	d	d2=d a3=l b4=d c4=d d4=d
11	white a1 e1 b3 a5 c5 e5 | black c1 c2 a3 e3 hand 1 | black to place	d	b2=l d2=l d3=l b4=l c4=d d4=l
1	white a1 d2 a3 c4 e5 | black e1 b2 b3 b4 a5 hand 1 | black to place	w	c1=w c2=d d3=w e3=w d4=w c5=w
3	white b2 a3 d4 a5 | black a1 c1 e1 e3 e5 hand 1 | black to place	w	c2=w d2=w b3=w d3=w b4=w c4=w c5=w
4	white e1 b2 d2 d3 b4 d4 | black c1 b3 e3 e5 hand 1 | black to place	l	a1=l c2=l a3=l c4=l a5=l c5=l
13	white e1 b2 c2 b3 d4 c5 | black c1 d2 e3 b4 c4 hand 1 | black to place	d	a1=d a3=d d3=d a5=d e5=d
5	white a1 c1 c2 d2 b3 | black b2 b4 c4 d4 e5 hand 1 | black to place	w	e1=w a3=w d3=w e3=w a5=w c5=w
0	white a1 d3 b4 c4 d4 e5 | black c1 c2 b3 c5 hand 1 | black to place	d	e1=l b2=l d2=d a3=l e3=l a5=l
2	white c1 d2 a5 e5 | black b2 b3 b4 c4 d4 hand 1 | black to place	w	a1=w e1=w c2=w a3=w d3=w e3=w c5=w
1	white a1 e1 e3 a5 c5 e5 | black b2 d3 c4 hand 1 | black to place	l	c1=l c2=l d2=l a3=l b3=l b4=l d4=l
5	white a1 e1 b2 d2 b4 a5 | black c2 a3 b3 e3 d4 hand 1 | black to place	d	c1=d d3=d c4=d c5=d e5=d
0	white b3 d3 b4 c4 c5 e5 | black b2 c2 a3 e3 d4 hand 1 | black to place	w	a1=l c1=l e1=l d2=w a5=w
7	white d2 e3 b4 d4 a5 c5 | black a1 b2 b3 d3 c4 hand 1 | black to place	d	c1=l e1=l c2=l a3=l e5=d
3	white c2 a3 d3 b4 | black e1 e3 a5 c5 e5 hand 1 | black to place	w	a1=w c1=l b2=w d2=w b3=w c4=l d4=w
8	white c1 e1 b2 d2 b3 d4 | black c2 d3 e3 b4 e5 hand 1 | black to place	w	a1=d a3=w c4=l a5=l c5=l
14	white e1 c2 d2 a3 b4 e5 | black a1 b2 e3 d4 c5 hand 1 | black to place	d	c1=d b3=d d3=d c4=d a5=d
4	white a1 c2 d2 e5 | black b2 b3 b4 c4 d4 hand 1 | black to place	w	c1=w e1=w a3=w d3=w e3=w a5=w c5=w
8	white a1 c1 d2 b3 c4 e5 | black e1 a3 b4 a5 c5 hand 1 | black to place	l	b2=l c2=l d3=l e3=l d4=l
12	white a1 c1 b3 e3 c4 a5 | black e1 a3 b4 d4 c5 hand 1 | black to place	d	b2=d c2=d d2=d d3=d e5=d
4	white b2 b3 e3 b4 c4 d4 | black c1 c5 e5 hand 1 | black to place	l	a1=l e1=l c2=l d2=l a3=l d3=l a5=l
2	white b2 b3 d4 a5 | black a1 c1 e1 e3 e5 hand 1 | black to place	w	c2=w d2=w a3=w d3=w b4=w c4=w c5=w
4	white a1 e1 e3 a5 c5 e5 | black c2 b3 c4 hand 1 | black to place	l	c1=l b2=l d2=l a3=l d3=l b4=l d4=l
3	white d2 a3 e3 b4 c5 | black a1 c1 e1 d4 a5 hand 1 | black to place	w	b2=w c2=w b3=w d3=d c4=d e5=d
6	white a1 e1 c2 d2 e3 a5 | black c1 a3 d3 c5 e5 hand 1 | black to place	w	b2=w b3=w b4=w c4=w d4=w
14	white a1 c1 d2 b3 c4 c5 | black e1 b2 a3 b4 d4 hand 1 | black to place	d	c2=l d3=d e3=d a5=d e5=d
7	white c1 b2 d3 e3 a5 c5 | black e1 d2 a3 d4 e5 hand 1 | black to place	d	a1=d c2=d b3=d b4=d c4=d
8	white a1 b2 d2 d3 b4 d4 | black e1 c2 b3 c4 hand 1 | black to place	d	c1=l a3=l e3=d a5=l c5=l e5=l
0	white a1 c2 d3 d4 a5 e5 | black e1 b2 d2 b4 c5 hand 1 | black to place	w	c1=d a3=w b3=w e3=l c4=w
11	white a1 e1 b2 d2 b3 d4 | black c2 a3 d3 b4 a5 hand 1 | black to place	w	c1=d e3=w c4=d c5=w e5=w
11	white a1 b2 c2 d3 c4 e5 | black e1 d2 e3 b4 d4 hand 1 | black to place	d	c1=l a3=d b3=l a5=d c5=d
3	white b2 c2 d2 b3 b4 c5 | black e1 c4 a5 hand 1 | black to place	l	a1=l c1=l a3=l d3=l e3=l d4=l e5=l
7	white d2 d3 c4 c5 e5 | black b2 b3 e3 b4 d4 hand 1 | black to place	w	a1=w c1=w e1=d c2=w a3=w a5=w
10	white b2 d2 d3 b4 d4 c5 | black c2 a3 b3 e5 | white to capture 1 | quiet 4 | ply 23	w	xc2=w xa3=w xb3=w xe5=w
4	white c1 c2 d3 e3 a5 | black b2 d2 b3 b4 c4 d4 | black to capture 1	w	xc1=w xc2=w xd3=w xe3=w xa5=w
7	white d3 c5 e5 | black a1 e1 b2 a3 b4 a5 | black to capture 1 | quiet 2 | ply 23	w	xd3=w xc5=w xe5=w
6	white a1 d2 a3 d3 d4 a5 | black e1 b2 e5 | white to capture 1 | quiet 4 | ply 32	w	xe1=w xb2=w xe5=w
11	white b2 d2 d3 b4 d4 c5 | black c1 c2 b3 c4 e5 | white to capture 1 | quiet 7	w	xc1=w xc2=w xb3=w xc4=w xe5=w
2	white d2 b4 d4 | black a1 e1 e3 a5 c5 e5 | black to capture 1 | quiet 4 | ply 23	w	xd2=w xb4=w xd4=w
5	white e1 c2 b3 d3 a5 e5 | black a1 b2 e3 b4 c4 d4 | black to capture 1 | quiet 8	w	xe1=w xc2=w xb3=w xd3=w xa5=w xe5=w
8	white c1 b4 e5 | black a1 d2 a3 d3 d4 a5 | black to capture 1 | quiet 2 | ply 29	w	xc1=w xb4=w xe5=w
4	white b2 b3 b4 c4 d4 hand 1 | black c1 e1 c5 hand 2 | white to capture 1	w	xc1=w xe1=w xc5=w
10	white a1 e1 c2 a3 b3 | black c1 b2 b4 c4 d4 a5 | black to capture 1 | quiet 4 | ply 23	w	xa1=w xe1=w xc2=w xa3=w xb3=w
3	white b2 d3 d4 a5 hand 1 | black a1 c1 e1 e3 e5 hand 1 | black to capture 1	w	xb2=w xd3=w xd4=w xa5=w
5	white b2 d2 d3 c4 d4 hand 1 | black c2 b3 b4 e5 hand 2 | white to capture 1	w	xc2=w xb3=d xb4=w xe5=w
7	white a1 b2 d2 b3 b4 d4 | black e1 c2 e3 c4 e5 | black to capture 1 | quiet 2	l	xa1=l xd2=l xd4=l
10	white b2 d2 e3 b4 c4 d4 | black c2 a3 b3 d3 e5 | white to capture 1 | quiet 5	w	xc2=w xa3=w xb3=w xd3=w xe5=w
6	white a1 d2 a3 d3 d4 a5 | black c1 b2 c2 c4 c5 | white to capture 1 | quiet 2 | ply 22	w	xc1=w xb2=w xc2=w xc4=w xc5=w
11	white c1 d2 b3 | black e1 c2 e3 a5 c5 e5 | black to capture 1 | quiet 2 | ply 29	w	xc1=w xd2=w xb3=w
2	white a3 b3 a5 | black a1 c1 e1 e3 b4 e5 | black to capture 1 | quiet 4 | ply 23	w	xa3=w xb3=w xa5=w
0	white c2 d3 e3 c5 | black a1 a3 c4 d4 a5 | black to capture 1 | quiet 66 | ply 119	w	xc2=w xd3=w xe3=w xc5=w
2	white e1 d2 a5 hand 3 | black b4 c4 d4 hand 3 | black to capture 1	w	xe1=d xd2=l xa5=w
11	white a1 c2 a3 a5 c5 e5 | black c1 b2 d3 | white to capture 1 | quiet 2 | ply 30	w	xc1=w xb2=w xd3=w
3	white c1 b2 c2 b4 hand 1 | black a1 a3 a5 c5 e5 hand 1 | black to capture 1	w	xc1=w xb2=w xc2=w xb4=w
1	white d3 c4 a5 | black b2 d2 b3 b4 d4 c5 | black to capture 1 | quiet 14 | ply 47	w	xd3=w xc4=w xa5=w
1	white b2 c2 d2 b3 b4 c4 | black a3 e3 d4 a5 hand 1 | white to capture 1	w	xa3=w xe3=w xd4=w xa5=w
1	white c1 c2 b4 a5 c5 | black a1 d2 a3 d3 d4 e5 | black to capture 1 | quiet 4	w	xc1=w xc2=w xb4=w xa5=w xc5=w
1	white a1 c1 e1 d3 c4 a5 | black d4 c5 e5 | white to capture 1 | quiet 4 | ply 30	w	xd4=w xc5=w xe5=w
11	white a1 e1 a5 c5 e5 hand 1 | black c1 c2 a3 e3 hand 2 | white to capture 1	d	xc1=d xc2=l xa3=d xe3=d
0	white a1 c2 d3 e3 c4 e5 | black e1 b2 d2 b3 b4 a5 | black to capture 1	w	xa1=w xc2=w xd3=w xe3=w xc4=w xe5=w
1	white a1 a3 a5 hand 3 | black c1 e3 hand 4 | white to capture 1	w	xc1=w xe3=w
10	white c1 b2 d2 b4 d4 c5 | black a1 c2 a3 d3 a5 | black to capture 1 | quiet 2	w	xc1=l xb2=l xd2=l xb4=l xd4=l xc5=w
5	white a3 e3 b4 c4 e5 | black a1 e1 b2 c2 d2 a5 | black to capture 1 | quiet 4	w	xa3=w xe3=w xb4=w xc4=w xe5=w
2	white c1 b2 b3 e3 b4 hand 1 | black e1 c2 d3 e5 hand 2 | white to capture 1	w	xe1=w xc2=w xd3=w xe5=w
6	white e1 b2 b3 d3 b4 c5 | black a1 c4 d4 e5 | white to capture 1 | quiet 4 | ply 33	w	xa1=w xc4=w xd4=w xe5=w
11	white c1 b2 d2 b3 d4 | black e1 c2 d3 a5 c5 e5 | black to capture 1 | quiet 6 | ply 21	w	xc1=w xb2=w xd2=w xb3=w xd4=w
0	white a1 c1 d2 a5 e5 | black b2 b3 d3 e3 b4 d4 | black to capture 1 | quiet 22	w	xa1=w xc1=w xd2=w xa5=w xe5=w
11	white c1 e1 b2 d2 b3 c4 | black c2 d3 b4 a5 c5 e5 | black to capture 1 | quiet 4	w	xc1=w xe1=w xb2=d xd2=d xb3=w xc4=w
3	white b3 e3 b4 e5 | black a1 e1 c2 a3 c4 a5 | black to capture 1 | quiet 6 | ply 28	w	xb3=w xe3=w xb4=w xe5=w
1	white b2 c2 d2 b3 b4 | black e1 a3 a5 | white to capture 1 | quiet 4 | ply 23	w	xe1=w xa3=w xa5=w
8	white c1 b2 c2 d3 b4 e5 | black a1 d2 a3 e3 d4 a5 | black to capture 1 | quiet 4	w	xc1=w xb2=w xc2=w xd3=w xb4=w xe5=w
10	white a1 c2 b3 e3 | black c1 b4 c4 d4 a5 e5 | black to capture 1 | quiet 2 | ply 22	w	xa1=w xc2=w xb3=w xe3=w
10	white c1 b2 d2 b4 | black e1 c2 b3 e3 e5 | black to capture 1 | quiet 4 | ply 25	w	xc1=w xb2=w xd2=w xb4=w
2	white c2 d3 a5 e5 | black b2 b3 e3 b4 c4 d4 | black to capture 1 | quiet 4	w	xc2=w xd3=w xa5=w xe5=w
8	white a1 c1 d2 a3 d4 e5 | black e1 b2 b3 b4 a5 c5 | black to capture 1 | quiet 2	w	xa1=w xc1=w xd2=w xa3=w xd4=w xe5=w
7	white c1 b2 d2 b4 d4 c5 | black e1 b3 e3 c4 e5 | black to capture 1 | quiet 2	w	xc1=w xb2=l xd2=l xb4=l xd4=l xc5=l
0	white a1 e1 d2 a3 a5 e5 | black c1 c2 d3 b4 c4 c5 | white to capture 1 | quiet 3	w	xc1=w xc2=d xd3=w xb4=w xc4=d xc5=w
10	white a1 c1 e1 b3 d3 | black b2 c2 d2 a3 c4 | white to capture 1 | quiet 6 | ply 25	w	xa3=w xc4=w
11	white b2 d2 d3 b4 d4 hand 1 | black c2 b3 c4 c5 hand 2 | white to capture 1	d	xc2=d xb3=d xc4=d xc5=l
3	white d2 a3 e3 b4 c5 hand 1 | black a1 c1 e1 d4 a5 hand 1 | black to capture 1	w	xd2=w xa3=w xe3=w xb4=w xc5=w
1	white b2 d2 e3 b4 | black a1 c2 a3 a5 c5 e5 | black to capture 1 | quiet 8	w	xb2=w xd2=w xe3=w xb4=w
0	white c2 d2 b3 d3 d4 a5 | black a1 c1 b4 | white to capture 1 | quiet 72 | ply 108	w	xa1=w xc1=w xb4=w
8	white e1 b2 b4 e5 | black a1 d2 a3 e3 d4 a5 | black to capture 1 | quiet 6 | ply 26	w	xe1=w xb2=w xb4=w xe5=w
0	white e1 d2 b4 c4 d4 c5 | black b2 c2 a3 e3 | white to capture 1 | quiet 4 | ply 35	w	xb2=w xc2=w xa3=w xe3=w
0	white e3 d4 a5 c5 e5 | black e1 c2 a3 d3 | white to capture 1 | quiet 12 | ply 44	w	xe1=w xc2=w xa3=w xd3=w
3	white e1 b3 d3 a5 c5 e5 | black b2 c2 a3 d4 | white to capture 1 | quiet 4 | ply 21	w	xb2=w xc2=w xa3=w xd4=w
3	white b3 d3 b4 | black a1 c1 e1 a3 c4 a5 | black to capture 1 | quiet 2 | ply 31	w	xb3=w xd3=w xb4=w
1	white b2 b3 b4 hand 3 | black c1 c5 hand 4 | white to capture 1	w	xc1=w xc5=w
6	white a1 c1 a3 b4 c5 | black e1 b2 c2 d2 a5 e5 | black to capture 1 | quiet 4	w	xa1=w xc1=w xa3=w xb4=w xc5=w
4	white e1 c2 e5 | black b2 d2 b3 b4 c4 d4 | black to capture 1 | quiet 2 | ply 23	w	xe1=w xc2=w xe5=w
0	white c1 b2 a3 d3 e3 c5 | black a1 d2 b4 c4 d4 e5 | black to capture 1	w	xc1=w xb2=w xa3=w xd3=w xe3=w xc5=w
12	white b4 d4 c5 | black a1 c1 e1 e3 a5 e5 | black to capture 1 | quiet 2 | ply 31	w	xb4=w xd4=w xc5=w
3	white c2 a3 b4 c4 hand 1 | black e1 e3 a5 c5 e5 hand 1 | black to capture 1	w	xc2=w xa3=w xb4=w xc4=w
8	white a1 c1 a3 d4 | black c2 b3 b4 a5 c5 e5 | black to capture 1 | quiet 4 | ply 26	w	xa1=w xc1=w xa3=w xd4=w
9	white c1 b2 b4 c4 d4 | black c2 b3 d3 e3 | white to capture 1 | quiet 4 | ply 26	w	xc2=w xb3=w xd3=w xe3=w
10	white d2 d3 b4 c4 d4 | black a1 c1 b3 | white to capture 1 | quiet 4 | ply 29	w	xa1=w xc1=w xb3=w
10	white b2 b4 d4 | black e1 c2 b3 e3 e5 | black to capture 1 | quiet 4 | ply 30	w	xb2=w xb4=w xd4=w
7	white c2 d2 c4 c5 e5 | black b2 b3 e3 b4 d4 a5 | black to capture 1 | quiet 4	w	xc2=w xd2=w xc4=w xc5=w xe5=w
4	white a1 c1 e1 a3 a5 e5 | black b3 d3 e3 | white to capture 1 | quiet 2 | ply 22	w	xb3=w xd3=w xe3=w
10	white b2 a3 d3 b4 c4 c5 | black e1 b3 e3 d4 a5 e5 | black to capture 1 | quiet 4	w	xb2=w xa3=w xd3=w xb4=w xc4=w xc5=w
0	white a1 c1 d2 a5 c5 e5 | black c2 d3 c4 | white to capture 1 | quiet 24 | ply 68	w	xc2=w xd3=w xc4=w
2	white a1 b2 c2 d2 e3 c5 | black e1 a3 d3 c4 a5 e5 | white to capture 1 | quiet 1	w	xe1=w xa3=w xd3=w xc4=w xa5=w xe5=w
1	white c1 c2 b4 c5 | black e1 d2 d3 d4 a5 e5 | black to capture 1 | quiet 2 | ply 30	w	xc1=w xc2=w xb4=w xc5=w
11	white a1 c1 b3 c4 a5 e5 | black e1 d2 a3 d3 d4 c5 | black to capture 1 | quiet 2	w	xa1=w xc1=w xb3=w xc4=w xa5=w xe5=w
1	white a1 b2 b3 e5 hand 2 | black c1 b4 c4 d4 hand 2 | black to capture 1	w	xa1=w xb2=d xb3=l xe5=w
4	white c2 d4 c5 e5 | black a1 c1 e1 d2 a3 a5 | black to capture 1 | quiet 4	w	xc2=w xd4=w xc5=w xe5=w
9	white d2 a3 d3 b4 c4 d4 | black a1 c2 a5 e5 | white to capture 1 | quiet 4 | ply 41	w	xa1=w xc2=w xa5=w xe5=w
3	white a3 b3 d3 c4 c5 | black a1 c1 e1 e3 a5 e5 | black to capture 1	w	xa3=w xb3=w xd3=w xc4=w xc5=w
0	white a1 d3 b4 c4 d4 e5 | black c1 c2 a3 b3 c5 hand 1 | white to capture 1	w	xc1=w xc2=w xa3=d xb3=w xc5=d
1	white e1 d2 b3 d4 hand 1 | black a1 a3 a5 c5 e5 hand 1 | black to capture 1	w	xe1=w xd2=w xb3=w xd4=w
8	white b2 c2 d2 e3 b4 d4 | black e1 b3 c4 c5 | white to capture 1 | quiet 4 | ply 23	w	xe1=w xb3=w xc4=w xc5=w
1	white e1 c2 b4 a5 | black a1 d2 a3 d3 d4 e5 | black to capture 1 | quiet 12 | ply 30	w	xe1=w xc2=w xb4=w xa5=w
10	white a1 e1 c2 a3 b3 c5 | black c1 b2 b4 c4 d4 a5 | black to capture 1 | quiet 6	w	xa1=w xe1=w xc2=w xa3=w xb3=w xc5=w
4	white a1 d3 e3 a5 | black b2 d2 b3 b4 d4 c5 | black to capture 1 | quiet 6	w	xa1=w xd3=w xe3=w xa5=w
10	white b2 a3 b4 c4 c5 | black e1 b3 e3 d4 a5 e5 | black to capture 1 | quiet 4 | ply 21	w	xb2=w xa3=w xb4=w xc4=w xc5=w
10	white a1 c1 e1 d3 b4 | black b2 c2 d2 b3 e3 a5 | white to capture 1 | quiet 3 | ply 18	w	xb3=l xe3=w xa5=w
6	white d2 d4 c5 e5 | black a1 b2 a3 d3 b4 a5 | black to capture 1 | quiet 2 | ply 24	w	xd2=w xd4=w xc5=w xe5=w
3	white d2 d3 b4 c4 d4 hand 1 | black c1 b2 e5 hand 2 | white to capture 1	w	xc1=w xb2=w xe5=w
1	white a5 c5 e5 hand 3 | black d3 c4 hand 4 | white to capture 1	w	xd3=w xc4=w
0	white c1 d3 e3 c4 d4 c5 | black a1 b2 a3 b3 a5 e5 | black to capture 1	w	xc1=l xd3=d xe3=l xc4=w xd4=l xc5=w
8	white a1 c1 d2 a3 e3 hand 1 | black e1 d3 a5 c5 e5 hand 1 | black to capture 1	w	xa1=w xc1=w xd2=w xa3=w xe3=w
2	white a1 c1 e1 hand 3 | black c4 d4 hand 4 | white to capture 1	w	xc4=w xd4=w
4	white d4 c5 e5 | black a1 c1 e1 d2 a3 a5 | black to capture 1 | quiet 4 | ply 23	w	xd4=w xc5=w xe5=w
5	white a1 e1 b2 b3 e3 e5 | black c1 c2 d4 a5 | white to capture 1 | quiet 12 | ply 29	w	xc1=w xc2=w xd4=w xa5=w
6	white c1 a3 c5 | black e1 b2 c2 d2 a5 e5 | black to capture 1 | quiet 4 | ply 27	w	xc1=w xa3=w xc5=w
0	white e1 d2 b4 a5 c5 e5 | black b2 b3 d3 d4 | white to capture 1 | quiet 12 | ply 43	w	xb2=w xb3=w xd3=w xd4=w
0	white a1 c2 a3 e3 | black e1 b2 b3 b4 a5 e5 | black to capture 1 | quiet 28 | ply 64	w	xa1=w xc2=w xa3=w xe3=w
10	white b2 d2 b4 c4 d4 hand 1 | black a1 c2 b3 d3 hand 2 | white to capture 1	d	xa1=l xc2=d xb3=d xd3=d
1	white b2 c2 d2 b3 b4 d4 | black a3 d3 e5 | white to capture 1 | quiet 8 | ply 28	w	xa3=w xd3=w xe5=w
1	white a1 b3 d4 c5 hand 2 | black e1 e3 c4 e5 hand 2 | black to capture 1	w	xa1=w xb3=d xd4=w xc5=w
0	white e1 d2 a3 e3 c4 e5 | black b2 c2 b3 d3 d4 | white to capture 1 | quiet 14 | ply 30	w	xb2=w xc2=w xb3=w xd3=w xd4=w
5	white c1 d2 e5 | black a1 b2 b3 e3 b4 c4 | black to capture 1 | quiet 6 | ply 37	w	xc1=w xd2=w xe5=w
4	white a1 b2 d2 a3 b4 a5 | black d3 c4 e5 | white to capture 1 | quiet 2 | ply 22	w	xd3=w xc4=w xe5=w
1	white d2 e3 c4 a5 | black b2 b3 d3 b4 d4 c5 | black to capture 1 | quiet 4 | ply 32	w	xd2=w xe3=w xc4=w xa5=w
11	white a1 b2 a5 c5 e5 | black c1 d2 a3 e3 | white to capture 1 | quiet 4 | ply 28	w	xc1=w xd2=w xa3=w xe3=w
1	white e1 e3 a5 c5 e5 hand 1 | black b2 d3 c4 hand 2 | white to capture 1	w	xb2=w xd3=w xc4=w
4	white e1 b2 d2 d3 b4 d4 | black c1 e3 c5 | white to capture 1 | quiet 4 | ply 26	w	xc1=w xe3=w xc5=w
11	white e1 d3 c4 c5 | black b2 c2 d2 a3 b4 e5 | black to capture 1 | quiet 4 | ply 26	w	xe1=w xd3=w xc4=w xc5=w
11	white b2 d2 d3 b4 c4 d4 | black a1 c2 e5 | white to capture 1 | quiet 2 | ply 28	w	xa1=w xc2=w xe5=w
1	white e1 d2 b3 | black a1 c2 a3 a5 c5 e5 | black to capture 1 | quiet 4 | ply 27	w	xe1=w xd2=w xb3=w
4	white a3 d3 e3 | black b2 d2 b3 b4 c4 d4 | black to capture 1 | quiet 2 | ply 23	w	xa3=w xd3=w xe3=w
6	white a1 b2 d2 b4 c4 d4 | black c2 b3 d3 e3 a5 | white to capture 1 | quiet 5	w	xc2=w xb3=w xd3=w xe3=w xa5=w
1	white b2 c4 c5 hand 3 | black d2 d3 d4 hand 3 | black to capture 1	w	xb2=w xc4=w xc5=w
3	white c1 b2 d3 a5 hand 2 | black a1 e1 e3 e5 hand 2 | black to capture 1	w	xc1=w xb2=w xd3=w xa5=w
0	white c1 b2 c2 c5 | black e3 b4 c4 d4 a5 | black to capture 1 | quiet 78 | ply 133	w	xc1=w xb2=w xc2=w xc5=w
4	white e1 b2 c2 d2 b4 d4 | black c1 b3 e3 c4 e5 | white to capture 1 | quiet 3	w	xc1=w xb3=w xe3=w xc4=w xe5=w
0	white c1 b2 c2 d3 e5 | black a1 a3 e3 d4 a5 | black to capture 1 | quiet 37 | ply 52	w	xc1=w xb2=w xc2=d xd3=d xe5=w
11	white a1 b2 a5 c5 e5 | black c1 d2 a3 e3 d4 | white to capture 1 | quiet 3 | ply 23	w	xc1=d xd2=w xa3=w xe3=w xd4=w
0	white b3 d3 b4 c4 c5 e5 | black b2 c2 d2 a3 e3 d4 | black to capture 1	w	xb3=w xd3=w xb4=w xc4=w xc5=w xe5=w
4	white a1 c2 d2 e5 hand 1 | black b2 b3 b4 c4 d4 hand 1 | black to capture 1	w	xa1=w xc2=w xd2=w xe5=w
6	white b3 e3 c5 | black a1 c1 e1 a3 d3 a5 | black to capture 1 | quiet 4 | ply 29	w	xb3=w xe3=w xc5=w
9	white c1 b2 b4 c4 d4 | black c2 d3 e3 | white to capture 1 | quiet 4 | ply 31	w	xc2=w xd3=w xe3=w
11	white a1 c1 e1 d2 | black d3 e3 c5 | white to capture 1 | quiet 4 | ply 36	w	xd3=w xe3=w xc5=w
9	white d2 a3 d3 b4 d4 c5 | black c1 c2 b3 c4 a5 e5 | white to capture 1 | quiet 21	w	xc1=w xc2=w xb3=w xc4=w xa5=w xe5=w
3	white e1 b3 e3 a5 c5 e5 | black c1 b2 d4 | white to capture 1 | quiet 2 | ply 24	w	xc1=w xb2=w xd4=w
1	white a3 e3 c5 | black a1 d2 d3 b4 d4 e5 | black to capture 1 | quiet 32 | ply 63	w	xa3=w xe3=w xc5=w
12	white c1 b2 d2 c4 d4 a5 | black e1 c2 b3 e3 b4 e5 | black to capture 1 | quiet 4	w	xc1=w xb2=w xd2=w xc4=w xd4=w xa5=l
13	white c1 c2 d3 | black a1 d2 a3 b4 d4 a5 | black to capture 1 | quiet 4 | ply 37	w	xc1=w xc2=w xd3=w
6	white a1 c1 a3 b4 c5 hand 1 | black e1 b2 e3 a5 e5 hand 1 | black to capture 1	w	xa1=w xc1=w xa3=w xb4=w xc5=w
7	white a1 e1 c2 a3 e3 a5 | black c1 b2 d3 b4 e5 | white to capture 1 | quiet 4 | ply 54	w	xc1=w xb2=w xd3=w xb4=w xe5=w
2	white b2 c2 d2 b3 e3 b4 | black e1 d3 d4 a5 | white to capture 1 | quiet 4 | ply 19	w	xe1=w xd3=w xd4=w xa5=w
4	white a1 e1 e3 a5 c5 e5 | black c2 d2 b3 c4 hand 1 | white to capture 1	w	xc2=w xd2=w xb3=w xc4=w
2	white a1 c2 a3 a5 | black b4 d4 c5 | white to capture 1 | quiet 3 | ply 28	w	xb4=w xd4=w xc5=w
2	white c1 d2 d3 a5 hand 1 | black b2 b3 b4 c4 d4 hand 1 | black to capture 1	w	xc1=w xd2=w xd3=w xa5=w
10	white c2 a3 b3 | black c1 b4 d4 a5 c5 e5 | black to capture 1 | quiet 2 | ply 25	w	xc2=w xa3=w xb3=w
4	white a1 c1 e1 a3 a5 hand 1 | black d2 b4 d4 hand 2 | white to capture 1	w	xd2=w xb4=w xd4=w
7	white a1 c1 e1 a3 e3 a5 | black b3 d3 b4 e5 | white to capture 1 | quiet 2 | ply 57	w	xb3=w xd3=w xb4=w xe5=w
0	white c4 a5 e5 | black a1 c1 e1 b3 e3 c5 | black to capture 1 | quiet 58 | ply 99	w	xc4=w xa5=w xe5=w
3	white a1 c1 e1 a5 hand 2 | black a3 d3 c5 hand 3 | white to capture 1	w	xa3=w xd3=w xc5=w
10	white c1 b2 d2 b4 d4 | black e1 c2 b3 e3 e5 | black to capture 1 | quiet 4 | ply 20	w	xc1=w xb2=w xd2=w xb4=w xd4=w
11	white a1 b2 b3 c4 a5 | black e1 d2 a3 e3 d4 e5 | black to capture 1 | quiet 4 | ply 19	w	xa1=w xb2=w xb3=w xc4=w xa5=w
10	white e1 d2 b4 c4 d4 | black a1 c2 a3 d3 c5 | white to capture 1 | quiet 3 | ply 19	w	xa1=w xc2=d xa3=w xd3=w xc5=w
0	white a3 d3 b4 c4 d4 c5 | black c1 b2 c2 d2 a5 | black to capture 1 | quiet 4	l	xa3=l xd3=l xc5=l
4	white a1 b2 d2 a3 b4 a5 | black c1 b3 e3 c4 d4 | white to capture 1 | quiet 3	w	xc1=w xb3=w xe3=w xc4=w xd4=w
2	white e1 c4 c5 hand 3 | black d2 d3 d4 hand 3 | black to capture 1	w	xe1=w xc4=l xc5=d
11	white a1 c1 b3 a5 e5 | black d2 a3 d3 b4 d4 c5 | black to capture 1 | quiet 4 | ply 45	w	xa1=w xc1=w xb3=w xa5=w xe5=w
1	white a1 e1 a3 d3 c4 a5 | black b2 c2 e3 d4 c5 | white to capture 1 | quiet 7	w	xb2=w xc2=w xe3=w xd4=w xc5=w
11	white a1 a3 a5 c5 e5 | black c1 b2 e3 | white to capture 1 | quiet 4 | ply 33	w	xc1=w xb2=w xe3=w
4	white a1 e1 b3 e3 d4 | black c1 d3 b4 a5 c5 e5 | black to capture 1 | quiet 4 | ply 19	w	xa1=w xe1=w xb3=w xe3=w xd4=w
1	white c1 e1 b3 hand 3 | black a5 c5 e5 hand 3 | black to capture 1	w	xc1=w xe1=w xb3=w
1	white a5 c5 e5 hand 3 | black d3 d4 hand 4 | white to capture 1	w	xd3=w xd4=w
11	white a1 c1 e1 b2 d2 | black c2 d3 a5 c5 e5 | black to capture 1 | quiet 1 | ply 22	w	xb2=w xd2=w
5	white a1 c1 e1 c4 a5 e5 | black b2 a3 d3 e3 c5 | white to capture 1 | quiet 5	w	xb2=w xa3=w xd3=w xe3=w xc5=w
4	white a1 e1 e3 a5 e5 hand 1 | black c2 b3 c4 d4 hand 2 | white to capture 1	w	xc2=w xb3=w xc4=w xd4=w
2	white a1 c2 c4 a5 c5 | black d2 a3 d3 b4 d4 e5 | black to capture 1 | quiet 4	w	xa1=w xc2=w xc4=w xa5=w xc5=w
5	white a1 e1 b2 b4 c4 e5 | black c1 d2 b3 d3 d4 c5 | black to capture 1 | quiet 16	w	xa1=w xe1=w xb2=w xb4=w xc4=w xe5=w
2	white d2 d3 d4 hand 3 | black a3 e5 hand 4 | white to capture 1	w	xa3=w xe5=w
4	white b2 c2 e3 d4 c5 | black a1 c1 e1 d2 a3 a5 | black to capture 1	w	xb2=w xc2=w xe3=w xd4=w xc5=w
9	white a1 b2 d2 d3 d4 | black c2 b3 e3 a5 c5 | white to capture 1 | quiet 3 | ply 21	w	xc2=w xb3=d xe3=w xa5=w xc5=w
11	white a1 c1 e1 d2 | black c2 d3 c4 a5 e5 | white to capture 1 | quiet 3 | ply 26	w	xc2=l xd3=l xc4=w xa5=w xe5=w
0	white b3 b4 c4 a5 c5 | black b2 c2 d2 a3 e3 d4 | black to capture 1 | quiet 8	w	xb3=w xb4=w xc4=w xa5=w xc5=w
3	white a1 d2 d3 b4 c4 d4 | black a3 b3 e3 | white to capture 1 | quiet 2 | ply 22	w	xa3=w xb3=w xe3=w
7	white a1 c4 c5 e5 | black b2 b3 e3 b4 d4 a5 | black to capture 1 | quiet 4 | ply 22	w	xa1=w xc4=w xc5=w xe5=w
2	white a1 e1 d2 d3 d4 a5 | black c2 b4 c5 | white to capture 1 | quiet 4 | ply 26	w	xc2=w xb4=w xc5=w
3	white b2 b3 c4 | black a1 e1 a3 e3 a5 e5 | black to capture 1 | quiet 4 | ply 23	w	xb2=w xb3=w xc4=w
1	white b2 c2 d2 b3 b4 | black c1 a3 a5 c5 | white to capture 1 | quiet 3	w	xc1=w xa3=w xa5=w xc5=w
4	white c1 e1 e3 a5 hand 2 | black b2 b4 c4 d4 hand 2 | black to capture 1	w	xc1=l xe1=w xe3=l xa5=l
10	white a1 c1 e1 b4 c4 d4 | black b3 e3 a5 | white to capture 1 | quiet 2 | ply 42	w	xb3=w xe3=w xa5=w
2	white e1 c4 a5 c5 | black d2 a3 d3 b4 d4 e5 | black to capture 1 | quiet 4 | ply 22	w	xe1=w xc4=w xa5=w xc5=w
7	white d2 d4 c5 e5 | black a1 e1 b2 b3 b4 a5 | black to capture 1 | quiet 2 | ply 20	w	xd2=w xd4=w xc5=w xe5=w
4	white b2 c2 e3 d4 e5 hand 1 | black a1 c1 d2 a3 a5 hand 1 | black to capture 1	w	xb2=l xc2=l xe3=w xd4=l xe5=w
0	white e1 d3 e3 b4 c5 | black a1 c1 a3 a5 e5 | black to capture 1 | quiet 13 | ply 54	w	xe1=w xd3=d xe3=d xb4=w xc5=w
5	white b2 a3 e3 a5 c5 hand 1 | black a1 c1 e1 b4 e5 hand 1 | black to capture 1	w	xb2=w xa3=w xe3=w xa5=w xc5=w
14	white a1 c1 e1 e5 hand 2 | black e3 b4 d4 hand 3 | white to capture 1	w	xe3=w xb4=w xd4=w
5	white a3 b3 e3 c4 a5 | black a1 c1 e1 d3 b4 e5 | black to capture 1 | quiet 8	w	xa3=w xb3=w xe3=w xc4=w xa5=w
12	white c2 b3 e3 b4 c5 | black a1 e1 a3 d3 a5 e5 | black to capture 1 | quiet 4 | ply 23	w	xc2=w xb3=w xe3=w xb4=w xc5=w
5	white c1 c2 d2 b3 e5 | black a1 b2 e3 b4 c4 d4 | black to capture 1 | quiet 4 | ply 25	w	xc1=w xc2=w xd2=w xb3=w xe5=w
0	white e1 b3 a5 c5 e5 | black b2 c2 d2 | black to capture 1 | quiet 9 | ply 54	l	xe1=l xb3=l
10	white a1 c1 e1 b4 d4 c5 | black b3 d3 e3 a5 | white to capture 1 | quiet 4 | ply 39	w	xb3=w xd3=w xe3=w xa5=w
3	white b2 c2 d2 d3 b4 d4 | black c1 a3 c4 e5 hand 1 | white to capture 1	w	xc1=w xa3=w xc4=w xe5=w
9	white b2 d2 b4 c4 d4 hand 1 | black c2 b3 d3 e5 hand 2 | white to capture 1	d	xc2=d xb3=d xd3=d xe5=l
9	white d2 a3 d3 b4 c4 d4 | black c1 c5 e5 | white to capture 1 | quiet 4 | ply 46	w	xc1=w xc5=w xe5=w
14	white a1 c1 e1 b3 a5 e5 | black b2 e3 b4 c4 d4 | black to capture 1	l	xb3=l xa5=l xe5=l
6	white a1 b2 d2 b4 c4 d4 | black d3 c5 e5 | white to capture 1 | quiet 4 | ply 28	w	xd3=w xc5=w xe5=w
6	white a1 d2 a3 d3 d4 a5 | black e1 b2 c2 e5 | white to capture 1 | quiet 4 | ply 27	w	xe1=w xb2=w xc2=w xe5=w
10	white c1 d2 a3 e3 | black a1 b2 b3 d3 b4 e5 | black to capture 1 | quiet 4 | ply 28	w	xc1=w xd2=w xa3=w xe3=w
5	white a1 c2 d2 b3 hand 2 | black b2 b4 c4 d4 hand 2 | black to capture 1	w	xa1=w xc2=w xd2=w xb3=w
2	white c1 d2 b3 d4 hand 1 | black e1 e3 a5 c5 e5 hand 1 | black to capture 1	w	xc1=w xd2=w xb3=w xd4=w
7	white a1 b2 b3 b4 d4 | black e1 c2 e5 | white to capture 1 | quiet 4 | ply 29	w	xe1=w xc2=w xe5=w
5	white e1 b2 d2 d3 d4 c5 | black a1 c2 b4 a5 e5 | white to capture 1 | quiet 15	w	xa1=w xc2=w xb4=w xa5=w xe5=w
8	white c1 b2 d2 d3 b4 d4 | black e1 c2 b3 c4 c5 | white to capture 1 | quiet 5	w	xe1=w xc2=w xb3=w xc4=w xc5=w
2	white b2 b3 d4 a5 | black a1 c1 e1 e3 b4 e5 | black to capture 1 | quiet 4	w	xb2=w xb3=w xd4=w xa5=w
7	white a1 b2 b3 b4 d4 | black e1 c2 c4 e5 | white to capture 1 | quiet 4 | ply 24	w	xe1=w xc2=w xc4=w xe5=w
5	white a1 e1 e3 a5 e5 hand 1 | black c1 c2 a3 c5 hand 2 | white to capture 1	d	xc1=d xc2=l xa3=d xc5=d
0	white a1 d3 e3 b4 c4 d4 | black b2 a3 b3 a5 e5 hand 1 | white to capture 1	w	xb2=w xa3=l xb3=w xa5=w xe5=w
11	white c1 b3 c4 a5 | black e1 d2 a3 d3 d4 e5 | black to capture 1 | quiet 2 | ply 22	w	xc1=w xb3=w xc4=w xa5=w
1	white e1 e3 a5 c5 e5 hand 1 | black a3 b3 d4 hand 2 | white to capture 1	w	xa3=w xb3=w xd4=w
10	white c1 c2 e3 c4 a5 | black a1 b2 b3 d3 b4 e5 | black to capture 1 | quiet 4 | ply 23	w	xc1=w xc2=w xe3=w xc4=w xa5=w
4	white e1 b2 c2 d2 b4 d4 | black c1 e3 a5 e5 | white to capture 1 | quiet 4 | ply 21	w	xc1=w xe3=w xa5=w xe5=w
8	white c1 e1 d3 | black b2 b4 c4 d4 a5 e5 | black to capture 1 | quiet 2 | ply 23	w	xc1=w xe1=w xd3=w
6	white e1 b2 b3 d3 b4 c5 | black a1 c2 c4 d4 e5 | white to capture 1 | quiet 4 | ply 28	w	xa1=w xc2=w xc4=w xd4=w xe5=w
10	white d2 b4 d4 | black a1 c2 a3 d3 a5 | black to capture 1 | quiet 4 | ply 30	w	xd2=w xb4=w xd4=w
6	white c1 b3 e3 d4 e5 | black a1 e1 d2 a3 d3 a5 | black to capture 1 | quiet 6	w	xc1=w xb3=w xe3=w xd4=w xe5=w
7	white a1 c1 e1 a3 e3 a5 | black b2 d2 b4 | white to capture 1 | quiet 4 | ply 62	w	xb2=w xd2=w xb4=w
9	white d2 a3 d3 b4 c4 d4 | black a1 c2 b3 a5 e5 | white to capture 1 | quiet 2 | ply 36	w	xa1=w xc2=w xb3=w xa5=w xe5=w
3	white a1 c1 e1 d2 b3 a5 | black b2 c4 d4 c5 | white to capture 1 | quiet 5	w	xb2=w xc4=w xd4=w xc5=w
5	white b3 c4 a5 e5 | black b2 c2 d2 d3 d4 c5 | black to capture 1 | quiet 2 | ply 50	w	xb3=w xc4=w xa5=w xe5=w
3	white c1 e1 c2 b4 | black a1 a3 e3 a5 c5 e5 | black to capture 1 | quiet 4	w	xc1=w xe1=w xc2=w xb4=w
6	white a1 b2 b3 d3 a5 | black c1 d2 a3 b4 c4 d4 | black to capture 1 | quiet 4	w	xa1=w xb2=w xb3=w xd3=w xa5=w
8	white c1 e1 d2 b3 d3 c4 | black b2 b4 d4 a5 c5 e5 | black to capture 1 | quiet 2	w	xc1=w xe1=w xd2=d xb3=w xd3=d xc4=w
2	white c1 c2 b3 d4 | black a1 e1 e3 a5 c5 e5 | black to capture 1 | quiet 4	w	xc1=w xc2=w xb3=w xd4=w
12	white a1 c2 d4 a5 c5 | black e1 b2 b3 d3 b4 e5 | black to capture 1 | quiet 4 | ply 21	w	xa1=w xc2=w xd4=w xa5=w xc5=w
4	white a1 b2 a3 a5 hand 2 | black b3 c4 e5 hand 3 | white to capture 1	w	xb3=w xc4=w xe5=w
2	white a3 b3 d4 a5 hand 1 | black a1 c1 e1 e3 e5 hand 1 | black to capture 1	w	xa3=w xb3=w xd4=w xa5=w
12	white a3 d4 c5 | black e1 b2 b3 e3 b4 e5 | black to capture 1 | quiet 2 | ply 29	w	xa3=w xd4=w xc5=w
3	white a1 c1 d2 b4 | black e1 b3 e3 c4 a5 e5 | black to capture 1 | quiet 6	w	xa1=w xc1=w xd2=w xb4=w
11	white c1 c4 c5 | black b2 c2 d2 b3 b4 e5 | black to capture 1 | quiet 2 | ply 29	w	xc1=w xc4=w xc5=w
7	white c1 d3 d4 c5 e5 | black a1 e1 b2 a3 b4 a5 | black to capture 1 | quiet 2 | ply 17	w	xc1=w xd3=w xd4=w xc5=w xe5=w
11	white b2 d2 e3 b4 c4 d4 | black c1 c2 b3 e5 | white to capture 1 | quiet 4 | ply 25	w	xc1=w xc2=w xb3=w xe5=w
1	white b2 c2 a3 e3 | black e1 d2 d3 b4 c4 d4 | black to capture 1 | quiet 6	w	xb2=w xc2=w xa3=w xe3=w
0	white e1 d2 d3 b4 d4 c5 | black a1 c1 b2 b3 e3 | white to capture 1 | quiet 17	w	xa1=w xc1=w xb2=w xb3=w xe3=w
2	white d2 a5 c5 | black b2 b3 e3 b4 c4 d4 | black to capture 1 | quiet 4 | ply 23	w	xd2=w xa5=w xc5=w
5	white a1 c1 e1 a5 e5 hand 1 | black c2 a3 e3 c5 hand 2 | white to capture 1	l	xc2=l xa3=l xe3=l xc5=l
11	white a1 e1 c2 d3 c4 c5 | black c1 b2 d2 b3 b4 e5 | black to capture 1 | quiet 4	w	xa1=w xe1=w xc2=w xd3=w xc4=w xc5=w
5	white a3 e3 e5 | black a1 e1 b2 c2 d2 a5 | black to capture 1 | quiet 2 | ply 23	w	xa3=w xe3=w xe5=w
10	white e1 d2 b4 c4 d4 | black a1 c2 a3 d3 | white to capture 1 | quiet 4 | ply 24	w	xa1=w xc2=w xa3=w xd3=w
11	white c1 b2 d2 b4 | black e1 c2 d3 a5 c5 e5 | black to capture 1 | quiet 4 | ply 26	w	xc1=w xb2=w xd2=w xb4=w
7	white c1 a3 e3 d4 c5 e5 | black a1 e1 b2 b3 b4 a5 | black to capture 1 | quiet 2	w	xc1=w xa3=w xe3=w xd4=w xc5=w xe5=w
11	white a1 c2 b3 a5 c5 e5 | black c1 b2 d2 a3 b4 d4 | white to capture 1 | quiet 5	w	xc1=w xb2=w xd2=w xa3=w xb4=w xd4=w
10	white c1 d2 e3 | black a1 b2 b3 d3 b4 e5 | black to capture 1 | quiet 4 | ply 33	w	xc1=w xd2=w xe3=w
0	white e1 a3 b4 c4 d4 | black a1 b2 c2 d3 e5 | white to capture 1 | quiet 13 | ply 31	w	xa1=d xb2=w xc2=w xd3=w xe5=w
10	white c1 c2 a3 e3 d4 c5 | black a1 b2 b3 d3 b4 e5 | black to capture 1 | quiet 6	w	xc1=w xc2=w xa3=w xe3=w xd4=w xc5=w
0	white b4 c4 d4 e5 | black b2 a3 d3 | white to capture 1 | quiet 9 | ply 64	w	xb2=w xa3=w xd3=w
4	white a3 d3 e3 hand 3 | black b2 b3 b4 hand 3 | black to capture 1	w	xa3=w xd3=w xe3=w
7	white b2 d2 b3 b4 d4 hand 1 | black e1 c2 d3 c4 hand 2 | white to capture 1	d	xe1=l xc2=d xd3=d xc4=d
8	white a1 c1 a3 d3 d4 | black c2 b3 b4 a5 c5 e5 | black to capture 1 | quiet 6 | ply 21	w	xa1=w xc1=w xa3=w xd3=w xd4=w
0	white a1 c1 a3 | black e1 b2 b3 e3 b4 e5 | black to capture 1 | quiet 10 | ply 75	w	xa1=w xc1=w xa3=w
8	white b2 d2 b3 e3 b4 d4 | black c2 d3 c4 a5 e5 | white to capture 1 | quiet 3	w	xc2=w xd3=w xc4=w xa5=w xe5=w
11	white a1 c2 b3 a5 c5 e5 | black c1 b2 d2 b4 d4 | white to capture 1 | quiet 4 | ply 22	w	xc1=w xb2=w xd2=w xb4=w xd4=w
0	white e1 d2 d3 d4 c5 | black a1 c1 c2 c4 a5 e5 | white to capture 1 | quiet 27	l	xa1=l xc1=l xc2=l xc4=l xa5=l xe5=l
12	white c1 b2 d2 e3 b4 c5 | black a1 e1 a3 d3 a5 e5 | black to capture 1 | quiet 6	w	xc1=w xb2=l xd2=l xe3=w xb4=l xc5=w
3	white b2 d2 b3 d3 b4 d4 | black a3 a5 e5 | white to capture 1 | quiet 4 | ply 22	w	xa3=w xa5=w xe5=w
10	white b2 d2 d3 b4 c4 d4 | black a1 b3 e5 | white to capture 1 | quiet 2 | ply 26	w	xa1=w xb3=w xe5=w
8	white b2 d2 d3 b4 c4 d4 | black c2 c5 e5 | white to capture 1 | quiet 2 | ply 24	w	xc2=w xc5=w xe5=w
2	white b3 d4 c5 hand 3 | black e1 e3 e5 hand 3 | black to capture 1	w	xb3=d xd4=w xc5=l
2	white b2 b3 d4 hand 3 | black e1 e3 e5 hand 3 | black to capture 1	l	xb2=l xb3=l xd4=l
1	white b2 c2 d2 b3 b4 c5 | black e3 d4 a5 e5 | white to capture 1 | quiet 5	w	xe3=w xd4=w xa5=w xe5=w
0	white c2 d2 d3 d4 e5 | black e1 b2 a3 b3 b4 c4 | white to capture 1 | quiet 1	w	xe1=w xa3=l xc4=l
4	white b2 d2 d3 b4 d4 hand 1 | black c1 b3 e3 c4 hand 2 | white to capture 1	d	xc1=l xb3=d xe3=d xc4=d
12	white c1 d2 a3 d4 c5 | black e1 b2 b3 d3 b4 e5 | black to capture 1 | quiet 4 | ply 21	w	xc1=w xd2=w xa3=w xd4=w xc5=w
1	white b2 c2 d2 b3 b4 hand 1 | black a1 a5 c5 hand 2 | white to capture 1	w	xa1=w xa5=w xc5=w
1	white b2 c2 d2 b4 c4 hand 1 | black b3 e3 d4 a5 hand 2 | white to capture 1	w	xb3=w xe3=w xd4=w xa5=w
13	white c1 c2 b3 c4 e5 | black a1 d2 a3 b4 d4 a5 | black to capture 1 | quiet 4 | ply 27	w	xc1=w xc2=w xb3=w xc4=w xe5=w
10	white a1 e1 c2 b4 c4 d4 | black c1 b2 d2 a3 e3 a5 | white to capture 1 | quiet 17	w	xc1=w xb2=w xd2=w xa3=w xe3=w xa5=w
1	white e1 d2 a3 e3 c4 | black b2 b3 d3 b4 d4 c5 | black to capture 1 | quiet 14	w	xe1=w xd2=w xa3=w xe3=w xc4=w
3	white d2 d3 d4 hand 3 | black c1 c2 hand 4 | white to capture 1	w	xc1=w xc2=w
2	white a1 c1 e1 a3 c5 e5 | black e3 b4 c4 d4 | black to capture 1 | quiet 2	l	xa3=l xc5=l xe5=l
3	white b2 c2 d2 b3 hand 2 | black a1 e1 a5 hand 3 | white to capture 1	w	xa1=w xe1=w xa5=d
5	white a3 b3 e3 e5 | black a1 c1 e1 b2 d2 a5 | black to capture 1 | quiet 2 | ply 20	w	xa3=w xb3=w xe3=w xe5=w
6	white b2 d2 b4 c4 d4 hand 1 | black c2 b3 d3 c5 hand 2 | white to capture 1	l	xc2=l xb3=l xd3=l xc5=l
10	white a1 e1 b2 d2 a3 e5 | black c1 e3 b4 c4 d4 a5 | black to capture 1 | quiet 2	w	xa1=w xe1=w xb2=w xd2=w xa3=w xe5=w
10	white a1 e1 c2 b4 c4 d4 | black b2 d2 e3 a5 c5 | white to capture 1 | quiet 4 | ply 34	w	xb2=w xd2=w xe3=w xa5=w xc5=w
9	white a1 b2 d2 d3 d4 | black c2 b3 a5 c5 | white to capture 1 | quiet 4 | ply 26	w	xc2=w xb3=w xa5=w xc5=w
6	white a1 c2 b3 c5 | black c1 d2 a3 d3 b4 d4 | black to capture 1 | quiet 4 | ply 22	w	xa1=w xc2=w xb3=w xc5=w
7	white a1 b2 b3 b4 d4 | black e1 c2 d3 c4 e5 | white to capture 1 | quiet 3 | ply 19	w	xe1=w xc2=w xd3=w xc4=w xe5=w
5	white a3 b3 e3 c5 e5 hand 1 | black a1 c1 e1 c2 a5 hand 1 | black to capture 1	w	xa3=w xb3=w xe3=w xc5=w xe5=w
5	white b3 c4 a5 | black a1 c1 e1 e3 b4 e5 | black to capture 1 | quiet 4 | ply 29	w	xb3=w xc4=w xa5=w
1	white e1 b3 e3 a5 c5 e5 | black a1 c2 a3 | white to capture 1 | quiet 6 | ply 24	w	xa1=w xc2=w xa3=w
12	white a1 c2 d4 c5 | black e1 b2 b3 d3 b4 e5 | black to capture 1 | quiet 4 | ply 26	w	xa1=w xc2=w xd4=w xc5=w
3	white c1 e1 c2 | black a1 a3 e3 a5 c5 e5 | black to capture 1 | quiet 4 | ply 23	w	xc1=w xe1=w xc2=w
9	white c1 b2 b4 c4 d4 | black e1 d2 b3 d3 e5 | white to capture 1 | quiet 5 | ply 21	w	xe1=w xd2=d xb3=w xd3=d xe5=w
11	white c1 b2 d2 a3 d4 c5 | black e1 c2 e3 b4 a5 e5 | black to capture 1 | quiet 2	w	xc1=w xb2=w xd2=w xa3=w xd4=w xc5=w
3	white a1 d2 d3 b4 d4 c5 | black e1 c2 a3 b3 | white to capture 1 | quiet 5	w	xe1=w xc2=w xa3=w xb3=w
4	white a1 e1 b3 e3 c4 d4 | black c1 d3 b4 a5 c5 e5 | black to capture 1 | quiet 2	w	xa1=w xe1=w xb3=w xe3=w xc4=w xd4=w
6	white a1 b2 c2 d3 hand 2 | black d2 b4 c4 d4 hand 2 | black to capture 1	w	xa1=w xb2=w xc2=w xd3=w
1	white a1 e1 a3 e3 a5 e5 | black b2 d2 c4 d4 | white to capture 1 | quiet 3	w	xb2=w xd2=w xc4=w xd4=w
7	white e1 b2 c2 b4 a5 c5 | black c1 d2 a3 b3 d3 d4 | black to capture 1 | quiet 34	w	xe1=w xb2=d xc2=d xb4=d xa5=w xc5=w
1	white a1 c1 e1 a3 a5 e5 | black b3 d3 c4 | white to capture 1 | quiet 4 | ply 22	w	xb3=w xd3=w xc4=w
11	white a1 c1 e1 d2 | black c2 d3 e3 c5 | white to capture 1 | quiet 4 | ply 31	w	xc2=w xd3=w xe3=w xc5=w
1	white c2 b3 e5 | black e1 d2 d3 b4 c4 d4 | black to capture 1 | quiet 4 | ply 25	w	xc2=w xb3=w xe5=w
1	white a1 b2 b3 e3 e5 | black c1 d2 d3 b4 c4 d4 | black to capture 1	w	xa1=w xb2=w xb3=w xe3=w xe5=w
2	white a1 e1 c2 a3 a5 | black b4 c4 d4 | black to capture 1 | quiet 3 | ply 24	l	xe1=l xc2=l
11	white a1 e1 b3 a5 | black d2 a3 d3 b4 d4 c5 | black to capture 1 | quiet 4 | ply 50	w	xa1=w xe1=w xb3=w xa5=w
5	white a3 b3 a5 c5 | black a1 c1 e1 e3 b4 e5 | black to capture 1 | quiet 2 | ply 24	w	xa3=w xb3=w xa5=w xc5=w
4	white a1 c1 e1 a5 hand 2 | black d2 b4 c5 hand 3 | white to capture 1	w	xd2=w xb4=w xc5=w
3	white b2 c2 d2 d3 b4 d4 | black a1 a3 c5 e5 | white to capture 1 | quiet 3	w	xa1=w xa3=w xc5=w xe5=w
2	white a1 c1 e1 a3 a5 hand 1 | black b3 b4 d4 hand 2 | white to capture 1	w	xb3=w xb4=w xd4=w
10	white c1 b2 d2 b4 d4 | black a1 c2 a3 d3 a5 | black to capture 1 | quiet 4 | ply 20	w	xc1=w xb2=w xd2=w xb4=w xd4=w
9	white c1 b2 d2 b4 d4 c5 | black e1 c2 b3 e3 e5 | black to capture 1 | quiet 2	w	xc1=l xb2=l xd2=l xb4=l xd4=l xc5=w
2	white b2 c2 d2 b3 e3 b4 | black d3 c4 c5 | white to capture 1 | quiet 4 | ply 24	w	xd3=w xc4=w xc5=w
2	white a1 c1 e1 a3 a5 hand 1 | black b3 e3 d4 hand 2 | white to capture 1	w	xb3=w xe3=w xd4=w
7	white b2 c2 d2 b4 d4 hand 1 | black e1 b3 d3 c4 hand 2 | white to capture 1	d	xe1=l xb3=d xd3=d xc4=d
4	white b2 a3 e3 b4 c4 d4 | black c1 d2 c5 e5 | white to capture 1 | quiet 5	w	xc1=w xd2=w xc5=w xe5=w
10	white a1 e1 c2 d2 b3 | black c1 b4 d4 a5 c5 e5 | black to capture 1 | quiet 4 | ply 19	w	xa1=w xe1=w xc2=w xd2=w xb3=w
2	white a1 e1 d2 d3 d4 a5 | black c1 b2 e3 c5 e5 | white to capture 1 | quiet 3	w	xc1=w xb2=w xe3=w xc5=w xe5=w
0	white e1 d3 b4 | black a1 a3 c4 d4 a5 | black to capture 1 | quiet 94 | ply 228	w	xe1=w xd3=w xb4=w
10	white c1 b2 d2 d4 | black a1 c2 a3 d3 a5 | black to capture 1 | quiet 4 | ply 25	w	xc1=w xb2=w xd2=w xd4=w
3	white a1 c1 e1 d2 a3 a5 | black c2 c4 c5 | white to capture 1 | quiet 2 | ply 22	w	xc2=w xc4=w xc5=w
0	white b2 d3 e5 | black a1 a3 b4 c4 d4 | black to capture 1 | quiet 14 | ply 134	w	xb2=w xd3=w xe5=w
6	white a1 c1 b3 c4 | black e1 b2 c2 d2 a5 e5 | black to capture 1 | quiet 4 | ply 22	w	xa1=w xc1=w xb3=w xc4=w
8	white e1 c2 b3 d3 | black b2 b4 d4 a5 c5 e5 | black to capture 1 | quiet 2 | ply 20	w	xe1=w xc2=w xb3=w xd3=w
4	white a1 e1 d3 a5 c5 e5 | black c2 b4 c4 d4 | black to capture 1 | quiet 2	l	xa1=l xe1=l xd3=l
1	white a1 e1 a3 d3 c4 a5 | black b3 d4 c5 e5 | white to capture 1 | quiet 4 | ply 25	w	xb3=w xd4=w xc5=w xe5=w
8	white b2 d2 b3 b4 d4 hand 1 | black c2 d3 c4 c5 hand 2 | white to capture 1	d	xc2=d xd3=d xc4=d xc5=l
4	white c1 c2 e3 a5 c5 | black b2 d2 b3 b4 c4 d4 | black to capture 1	w	xc1=w xc2=w xe3=w xa5=w xc5=w
9	white a1 b2 d2 d3 b4 c4 | black c2 b3 a5 c5 e5 | black to capture 1 | quiet 4	l	xa1=l xb2=l xd2=l xd3=l xb4=l xc4=l
11	white a1 c2 b3 a5 c5 e5 | black c1 b2 d2 b4 | white to capture 1 | quiet 4 | ply 27	w	xc1=w xb2=w xd2=w xb4=w
7	white a1 e1 c2 a3 e3 a5 | black c1 b2 d2 d3 c4 e5 | white to capture 1 | quiet 37	w	xc1=w xb2=w xd2=w xd3=w xc4=w xe5=l
10	white a1 e1 a3 d3 b4 c5 | black b2 c2 d2 b3 a5 e5 | black to capture 1 | quiet 2	w	xa1=d xe1=d xa3=d xd3=l xb4=w xc5=l
2	white a1 e1 a3 e3 a5 e5 | black b2 d3 b4 | white to capture 1 | quiet 4 | ply 22	w	xb2=w xd3=w xb4=w
6	white a1 d2 b3 d3 d4 a5 | black c1 b2 c2 a3 b4 c5 | white to capture 1 | quiet 7	w	xc1=w xb2=w xc2=w xa3=w xb4=w xc5=w
14	white a1 c1 e1 a3 a5 | black b4 d4 c5 | white to capture 1 | quiet 2 | ply 29	w	xb4=w xd4=w xc5=w
8	white a1 e1 a3 | black b2 b3 b4 a5 c5 e5 | black to capture 1 | quiet 2 | ply 29	w	xa1=w xe1=w xa3=w
3	white c2 a3 d3 hand 3 | black a1 c1 e1 hand 3 | black to capture 1	w	xc2=w xa3=w xd3=w
4	white c2 d3 e3 | black c1 b2 b3 b4 c4 d4 | black to capture 1 | quiet 2 | ply 23	w	xc2=w xd3=w xe3=w
7	white d2 b4 a5 | black e1 b3 e3 c4 e5 | black to capture 1 | quiet 4 | ply 30	w	xd2=w xb4=w xa5=w
6	white a1 b2 c4 | black c1 d2 a3 d3 b4 d4 | black to capture 1 | quiet 4 | ply 27	w	xa1=w xb2=w xc4=w
8	white b2 d2 e3 b4 c4 d4 | black c2 d3 a5 e5 | white to capture 1 | quiet 4 | ply 21	w	xc2=w xd3=w xa5=w xe5=w
3	white b2 a3 b4 c5 | black a1 c1 e1 e3 a5 e5 | black to capture 1 | quiet 4	w	xb2=w xa3=w xb4=w xc5=w
11	white a1 b2 b3 c4 a5 e5 | black d2 a3 d3 b4 d4 c5 | black to capture 1 | quiet 28	w	xa1=w xb2=w xb3=w xc4=w xa5=w xe5=w
12	white e3 b4 c4 c5 | black a1 c1 e1 d3 a5 e5 | black to capture 1 | quiet 4 | ply 28	w	xe3=w xb4=w xc4=w xc5=w
8	white b2 d2 d3 b4 d4 hand 1 | black e1 c2 b3 c4 hand 2 | white to capture 1	d	xe1=l xc2=d xb3=d xc4=d
6	white e1 b2 b3 d3 b4 c5 | black c1 d2 c4 d4 a5 e5 | white to capture 1 | quiet 11	w	xc1=w xd2=w xc4=w xd4=w xa5=w xe5=w
8	white a1 e1 d2 b3 d3 | black b2 b4 c4 d4 a5 e5 | black to capture 1 | quiet 2 | ply 17	w	xa1=w xe1=w xd2=w xb3=w xd3=w
3	white c2 c4 d4 hand 3 | black a5 c5 e5 hand 3 | black to capture 1	w	xc2=w xc4=l xd4=w
3	white e1 b3 e3 c4 a5 e5 | black a1 b2 d2 a3 d4 | white to capture 1 | quiet 3	w	xa1=w xb2=w xd2=w xa3=w xd4=w
4	white c2 d2 e3 a5 | black c1 b2 a3 b4 c4 d4 | black to capture 1 | quiet 6	w	xc2=w xd2=w xe3=w xa5=w
5	white c1 e1 d2 e5 | black a1 b2 b3 e3 b4 d4 | black to capture 1 | quiet 4 | ply 30	w	xc1=w xe1=w xd2=w xe5=w
2	white c2 e3 c4 d4 | black a1 e1 a3 a5 c5 e5 | black to capture 1 | quiet 4	w	xc2=w xe3=w xc4=w xd4=w
4	white e1 d3 a5 c5 e5 | black c2 b3 c4 d4 | white to capture 1 | quiet 3 | ply 20	w	xc2=w xb3=w xc4=w xd4=w
3	white e1 b3 d3 a5 c5 e5 | black a1 c2 a3 c4 d4 hand 1 | white to capture 1	w	xa1=w xc2=w xa3=w xc4=w xd4=w
2	white b2 c2 d2 b3 e3 b4 | black e1 d3 d4 a5 e5 | white to capture 1 | quiet 1	w	xe1=w xd3=w xd4=w xa5=w xe5=w
11	white b2 c4 a5 | black e1 d2 a3 e3 d4 e5 | black to capture 1 | quiet 2 | ply 25	w	xb2=w xc4=w xa5=w
13	white b2 c2 b3 e3 c4 e5 | black a1 d2 a3 b4 d4 a5 | black to capture 1 | quiet 10	w	xb2=d xc2=w xb3=d xe3=w xc4=w xe5=w
2	white a1 e1 d2 d3 d4 a5 | black b2 e3 c4 c5 | white to capture 1 | quiet 4 | ply 21	w	xb2=w xe3=w xc4=w xc5=w
3	white a1 d3 b4 | black e1 b3 e3 a5 c5 e5 | black to capture 1 | quiet 2 | ply 23	w	xa1=w xd3=w xb4=w
2	white a1 e1 a3 e3 a5 e5 | black b2 d2 b3 d4 | white to capture 1 | quiet 3	w	xb2=w xd2=w xb3=w xd4=w
6	white a1 b2 d2 b4 c4 d4 | black b3 d3 e3 a5 | white to capture 1 | quiet 4 | ply 23	w	xb3=w xd3=w xe3=w xa5=w
3	white b2 c2 d2 b3 b4 c5 | black a1 a5 e5 | white to capture 1 | quiet 2 | ply 22	w	xa1=w xa5=w xe5=w
4	white e1 e3 a5 c5 e5 | black d2 c4 d4 | white to capture 1 | quiet 2 | ply 23	w	xd2=w xc4=w xd4=w
7	white c2 d2 b4 c5 | black e1 b3 e3 c4 e5 | black to capture 1 | quiet 4 | ply 25	w	xc2=w xd2=w xb4=w xc5=w
4	white b4 c4 d4 hand 3 | black c1 d2 hand 4 | white to capture 1	w	xc1=w xd2=w
11	white b2 c2 d2 b4 c4 d4 | black c1 b3 d3 c5 hand 1 | white to capture 1	l	xc1=l xb3=l xd3=l xc5=l
5	white a3 b4 e5 | black b2 c2 d2 d3 d4 c5 | black to capture 1 | quiet 4 | ply 55	w	xa3=w xb4=w xe5=w
8	white c1 c2 b3 b4 e5 | black a1 d2 a3 d3 d4 a5 | black to capture 1 | quiet 2 | ply 19	w	xc1=w xc2=w xb3=w xb4=w xe5=w
0	white b3 b4 c4 a5 | black e1 b2 d2 a3 d3 d4 | black to capture 1 | quiet 18 | ply 40	w	xb3=w xb4=w xc4=w xa5=w
13	white c1 b2 e3 c4 | black a1 d2 a3 b4 d4 a5 | black to capture 1 | quiet 4 | ply 32	w	xc1=w xb2=w xe3=w xc4=w
0	white a1 c2 d2 e3 e5 hand 1 | black b2 a3 b3 b4 c4 hand 1 | black to capture 1	d	xa1=l xc2=l xd2=l xe3=d xe5=d
6	white d2 c4 e5 | black a1 b2 b3 d3 b4 a5 | black to capture 1 | quiet 2 | ply 27	w	xd2=w xc4=w xe5=w
7	white b2 c2 d3 b4 c5 | black e1 b3 e3 c4 e5 | black to capture 1 | quiet 4 | ply 20	w	xb2=w xc2=w xd3=w xb4=d xc5=w
2	white a1 b2 c2 d2 e3 c5 | black e1 a3 c4 a5 e5 | white to capture 1 | quiet 4 | ply 18	w	xe1=w xa3=w xc4=w xa5=w xe5=w
6	white c1 d2 b3 c4 d4 e5 | black a1 b2 a3 d3 b4 a5 | black to capture 1 | quiet 6	w	xc1=w xd2=w xb3=w xc4=w xd4=w xe5=w
5	white a1 c1 e1 c4 a5 e5 | black d2 b3 e3 c5 | white to capture 1 | quiet 4 | ply 23	w	xd2=w xb3=w xe3=w xc5=w
5	white a1 c1 e1 e3 c4 a5 | black a3 d3 e5 | white to capture 1 | quiet 6 | ply 30	w	xa3=w xd3=w xe5=w
11	white b2 c2 d2 b4 hand 2 | black b3 a5 c5 hand 3 | white to capture 1	w	xb3=w xa5=w xc5=w
3	white a1 c1 c2 b4 hand 2 | black a3 a5 c5 e5 hand 2 | black to capture 1	w	xa1=w xc1=l xc2=l xb4=l
5	white a1 c2 d2 a3 a5 | black e1 b2 e3 b4 c4 d4 | white to capture 1 | quiet 7	l	xe1=l xb2=l xe3=l
4	white a1 b2 d2 b3 b4 a5 | black c1 c4 d4 e5 | white to capture 1 | quiet 2 | ply 19	w	xc1=w xc4=w xd4=w xe5=w
5	white a1 e1 b2 e3 a5 e5 | black c1 c2 d2 a3 c4 | white to capture 1 | quiet 3	w	xc1=w xc2=w xd2=w xa3=w xc4=w
1	white c1 c2 b3 | black e1 d2 e3 d4 a5 e5 | black to capture 1 | quiet 2 | ply 33	w	xc1=w xc2=w xb3=w
11	white a1 e1 b2 a5 c5 e5 | black c1 d2 a3 d3 d4 | black to capture 1 | quiet 6	l	xa1=l xe1=l xb2=l
5	white c2 b4 c4 a5 e5 | black c1 b2 d2 d3 d4 c5 | black to capture 1 | quiet 18 | ply 47	w	xc2=w xb4=w xc4=w xa5=w xe5=w
3	white b2 e3 b4 a5 e5 | black a1 c1 e1 b3 c4 c5 | black to capture 1 | quiet 8	w	xb2=w xe3=w xb4=w xa5=w xe5=w
5	white a1 e1 b2 e3 b4 e5 | black c1 d2 b3 | white to capture 1 | quiet 10 | ply 40	w	xc1=w xd2=w xb3=w
4	white b2 b3 e3 b4 c4 d4 | black c1 a5 e5 | white to capture 1 | quiet 2 | ply 22	w	xc1=w xa5=w xe5=w
14	white a1 c1 e1 b3 a5 | black b2 d3 b4 c4 d4 | white to capture 1 | quiet 7	w	xb2=w xd3=w
4	white a1 c1 c2 e5 | black b2 d2 a3 b4 c4 d4 | black to capture 1 | quiet 6	w	xa1=w xc1=w xc2=w xe5=w
11	white a1 c1 e1 b2 d2 | black c2 d3 b4 c4 a5 e5 | white to capture 1 | quiet 3 | ply 20	l	xc2=l xd3=l xb4=l xc4=l xa5=l xe5=l
2	white d2 d3 c4 | black a1 e1 a3 a5 c5 e5 | black to capture 1 | quiet 4 | ply 23	w	xd2=w xd3=w xc4=w
7	white d2 d3 c4 c5 hand 2 | black b2 b3 b4 d4 hand 2 | black to capture 1	w	xd2=w xd3=w xc4=w xc5=w
6	white e1 d2 c4 d4 e5 | black a1 b2 b3 d3 b4 a5 | black to capture 1 | quiet 2 | ply 21	w	xe1=w xd2=w xc4=w xd4=w xe5=w
1	white e1 b2 e3 a5 c5 e5 | black a1 d2 a3 d4 | white to capture 1 | quiet 3	w	xa1=w xd2=w xa3=w xd4=w
2	white c1 b2 e3 b4 d4 | black a1 e1 a3 a5 c5 e5 | black to capture 1	w	xc1=w xb2=w xe3=w xb4=w xd4=w
1	white d2 c4 c5 hand 3 | black b2 b3 b4 hand 3 | black to capture 1	w	xd2=w xc4=w xc5=w
9	white b2 c2 d2 d3 d4 | black a3 c4 a5 | white to capture 1 | quiet 4 | ply 31	w	xa3=w xc4=w xa5=w
8	white b2 c2 d2 d3 b4 d4 | black e1 c4 e5 | white to capture 1 | quiet 2 | ply 26	w	xe1=w xc4=w xe5=w
4	white a1 c2 a5 e5 hand 2 | black b2 b4 c4 d4 hand 2 | black to capture 1	w	xa1=w xc2=l xa5=w xe5=l
2	white a1 c1 e1 hand 3 | black b2 d4 hand 4 | white to capture 1	w	xb2=w xd4=w
1	white c1 c2 d3 b4 c4 | black e1 d2 e3 d4 a5 e5 | black to capture 1 | quiet 14	w	xc1=w xc2=w xd3=w xb4=w xc4=w
13	white a1 c1 e1 b4 e5 hand 1 | black a3 b3 e3 c4 hand 2 | white to capture 1	w	xa3=w xb3=w xe3=w xc4=d
10	white e1 b2 d2 b4 c4 d4 | black a1 c2 a3 d3 a5 | black to capture 1 | quiet 2	l	xe1=l xb2=l xd2=l
7	white b2 c2 d2 a3 d4 c5 | black a1 b3 d3 e3 b4 c4 | white to capture 1 | quiet 5	w	xa1=w xb3=w xd3=w xe3=w xb4=w xc4=w
4	white a1 e1 c2 a3 a5 e5 | black b2 b3 d3 e3 | white to capture 1 | quiet 5	w	xb2=w xb3=w xd3=w xe3=w
11	white c1 b3 a5 | black d2 a3 d3 b4 c4 d4 | black to capture 1 | quiet 2 | ply 53	w	xc1=w xb3=w xa5=w
2	white c1 b2 b3 e3 hand 2 | black a1 e1 a3 a5 hand 2 | black to capture 1	w	xc1=w xb2=w xb3=w xe3=l
12	white a1 c2 e3 d4 a5 c5 | black e1 b2 b3 d3 b4 e5 | black to capture 1 | quiet 4	w	xa1=w xc2=w xe3=w xd4=w xa5=w xc5=w
3	white b2 c2 d2 a3 b4 c5 | black a1 e3 c4 a5 | white to capture 1 | quiet 5	w	xa1=w xe3=w xc4=w xa5=w
3	white b2 c2 d2 b3 b4 hand 1 | black e1 a5 e5 hand 2 | white to capture 1	w	xe1=w xa5=w xe5=w
11	white e1 c2 d3 c4 c5 | black c1 b2 d2 b3 b4 e5 | black to capture 1 | quiet 4 | ply 21	w	xe1=w xc2=w xd3=w xc4=w xc5=w
3	white a1 c1 e1 a3 a5 hand 1 | black d2 d3 c5 hand 2 | white to capture 1	w	xd2=w xd3=w xc5=w
6	white e3 b4 c4 e5 | black a1 c1 e1 a3 d3 a5 | black to capture 1 | quiet 4 | ply 24	w	xe3=w xb4=w xc4=w xe5=w
3	white b2 c2 d2 hand 3 | black c1 e1 hand 4 | white to capture 1	w	xc1=w xe1=w
6	white c1 b2 e3 c5 e5 hand 1 | black a1 e1 c2 a3 a5 hand 1 | black to capture 1	w	xc1=w xb2=w xe3=w xc5=w xe5=w
0	white b3 b4 c4 c5 | black a1 e1 b2 c2 d2 d4 | white to move | quiet 4 | ply 26	l	b3-a3=l c5-a5=l c5-e5=l
1	white b2 c2 d2 b3 c4 d4 | black a3 d3 e3 | black to move | quiet 6 | ply 26	l	a3-a1=l a3-a5=l e3-e1=l e3-e5=l
0	white b2 d2 e3 b4 a5 c5 | black a1 c1 c2 a3 c4 d4 | black to move | quiet 1	l	c1-e1=l a3-b3=l d4-d3=l
0	white c2 a3 d3 d4 a5 e5 | black e1 b2 d2 e3 b4 c5 | black to move | quiet 1	d	e1-c1=d b2-b3=l b4-b3=l b4-c4=l c5-c4=l
3	white b2 c2 d2 a3 b4 c5 | black c1 e1 c4 a5 | black to move | quiet 1	l	c1-a1=l e1-e3=l c4-d4=l
0	white e3 c4 a5 | black a1 c1 d2 a3 b3 c5 | white to move | quiet 40 | ply 81	l	e3-e1=l e3-d3=l e3-e5=l c4-b4=l c4-d4=l
13	white b2 d3 e3 b4 a5 c5 | black e1 d2 a3 b3 d4 e5 | white to move | quiet 8	d	b2-c2=d b4-c4=l c5-c4=l
0	white b4 a5 e5 | black a1 e1 b2 d2 a3 c4 | black to move | quiet 11 | ply 52	w	a1-c1=w e1-c1=w e1-e3=w b2-c2=w b2-b3=w d2-c2=w d2-d3=w a3-b3=w c4-d4=w c4-c5=w
5	white e1 c2 b3 d3 a5 e5 | black a1 b2 e3 b4 d4 c5 | black to move | quiet 7	w	a1-c1=w a1-a3=w b4-c4=d d4-c4=d c5-c4=w
0	white b2 d3 e3 e5 | black c1 a3 b4 d4 a5 | white to move | quiet 54 | ply 107	l	b2-c2=l b2-b3=l d3-d2=l e3-e1=l e5-c5=l
5	white e1 b2 d2 b4 a5 e5 | black a1 c2 b3 e3 c4 c5 | white to move | quiet 36	d	e1-c1=d d2-d3=d a5-a3=d
11	white a1 d2 b3 e3 c4 c5 | black c1 b2 a3 b4 d4 e5 | white to move | quiet 50	d	d2-c2=d d2-d3=d e3-e1=d e3-d3=d c5-a5=d
6	white a1 d2 b3 e3 d4 a5 | black c1 b2 c2 a3 b4 c5 | white to move | quiet 6	w	d2-d3=l e3-e1=w e3-d3=w e3-e5=w d4-d3=w d4-c4=w
5	white a1 e1 b2 d3 b4 e5 | black c1 c2 b3 e3 c4 a5 | black to move | quiet 9	d	c2-d2=d b3-a3=d c4-d4=d c4-c5=d a5-a3=d a5-c5=d
4	white b2 d4 c5 e5 | black a1 c1 e1 d2 b3 a5 | white to move | quiet 2	l	b2-c2=l d4-d3=l d4-c4=l c5-c4=l e5-e3=l
0	white e3 d4 a5 c5 e5 | black e1 c2 a3 | black to move | ply 45	l	e1-c1=l c2-c1=l c2-b2=l c2-d2=l a3-a1=l a3-b3=l
11	white a1 c2 b3 a5 c5 e5 | black c1 b2 d2 c4 | white to move | quiet 1 | ply 24	w	a1-a3=w b3-a3=w b3-b4=w a5-a3=w e5-e3=w
11	white a1 d2 b3 e3 c4 c5 | black c1 b2 a3 d3 b4 e5 | black to move | quiet 49	d	c1-e1=d c1-c2=d b2-c2=d a3-a5=d d3-d4=d
8	white c1 e1 d2 a3 b4 c5 | black a1 c2 e3 c4 d4 e5 | black to move | quiet 9	d	c2-b2=d e3-d3=d d4-d3=d
12	white c1 d2 a3 b3 d4 c5 | black a1 c2 d3 b4 c4 a5 | black to move | quiet 7	d	c2-b2=d d3-e3=d
3	white b3 e3 b4 e5 | black a1 e1 c2 a3 c4 c5 | black to move | quiet 5 | ply 27	w	a1-c1=w e1-c1=w c2-c1=w c2-b2=w c2-d2=w a3-a5=w c4-d4=w c5-a5=w
2	white c1 d2 a5 e5 | black b2 b3 e3 b4 c4 d4 | white to move	l	c1-a1=l c1-e1=l c1-c2=l d2-c2=l d2-d3=l a5-a3=l a5-c5=l e5-c5=l
5	white a1 e1 b2 d2 b4 c4 | black c1 c2 a3 b3 e3 d4 | white to move | quiet 4	d	d2-d3=d c4-c5=d
0	white e1 d2 e3 b4 a5 c5 | black c2 b3 d3 d4 | black to move | quiet 10 | ply 41	l	c2-c1=l c2-b2=l b3-b2=l b3-a3=l d4-c4=l
7	white b2 c2 d2 a3 d4 c5 | black a1 b3 d3 b4 c4 | white to move | quiet 1 | ply 19	w	c2-c1=w a3-a5=w c5-a5=w c5-e5=w
9	white a1 b2 d2 d3 c4 | black c2 b3 e3 a5 c5 | white to move | quiet 2 | ply 20	w	a1-c1=l a1-a3=l d3-d4=l c4-b4=l c4-d4=w
5	white a1 e1 b2 d2 b4 a5 | black c1 c2 a3 b3 e3 d4 | white to move	d	d2-d3=d b4-c4=d a5-c5=d
11	white c1 b2 b3 c4 a5 e5 | black c2 a3 e3 b4 d4 c5 | black to move | quiet 25	w	c2-d2=w a3-a1=w e3-e1=d e3-d3=w d4-d3=d
7	white a1 e1 c2 b3 e3 a5 | black c1 b2 d2 d3 c4 e5 | white to move | quiet 36	w	a1-a3=l b3-a3=w b3-b4=l a5-a3=l a5-c5=l
0	white c1 c2 a3 d3 d4 e5 | black e1 b2 d2 e3 b4 c4 | black to move | quiet 15	w	b2-b3=l b4-b3=w c4-c5=d
0	white c1 e1 b2 a5 c5 | black a1 d2 b3 e3 c4 d4 | white to move | quiet 8	l	c1-c2=l b2-c2=l a5-a3=l c5-e5=l
4	white a1 b2 d2 a3 b4 a5 | black c1 c4 d4 e5 | white to move | quiet 1 | ply 18	w	b2-c2=w b2-b3=w d2-c2=w d2-d3=w a3-b3=w b4-b3=w a5-c5=w
6	white a1 c1 b3 b4 | black e1 b2 c2 d2 a5 e5 | black to move | quiet 1 | ply 19	w	e1-e3=w d2-d3=w a5-a3=w a5-c5=w e5-e3=w e5-c5=w
0	white e1 c2 d3 b4 | black c1 b2 b3 c5 e5 | white to move | quiet 34 | ply 89	l	e1-e3=l c2-d2=l d3-d2=l d3-e3=l d3-d4=l b4-c4=l
4	white c1 c2 a5 c5 | black b2 d2 b3 b4 c4 d4 | white to move	l	c1-a1=l c1-e1=l a5-a3=l c5-e5=l
0	white e3 b4 a5 | black a1 c1 d2 a3 b3 c5 | black to move | quiet 41 | ply 82	w	c1-e1=w c1-c2=w d2-c2=w d2-d3=w b3-b2=w c5-c4=w c5-e5=w
0	white e1 c2 d3 c5 | black c1 a3 b4 d4 a5 | black to move | quiet 63 | ply 116	w	c1-a1=w a3-a1=l a3-b3=w b4-b3=w b4-c4=w d4-c4=w
5	white a1 e1 b2 d3 b4 c5 | black c1 c2 b3 e3 c4 a5 | white to move | quiet 8	d	a1-a3=d d3-d2=d d3-d4=d c5-e5=d
10	white a1 c2 b3 d3 c4 c5 | black c1 b2 d2 a3 d4 a5 | white to move | quiet 8	d	b3-b4=d d3-e3=d c4-b4=d c5-e5=d
13	white c1 a3 d3 b4 d4 c5 | black a1 c2 e3 c4 a5 e5 | black to move | quiet 23	l	c2-b2=l c2-d2=l e3-e1=l
11	white c1 b2 a3 d3 d4 | black e1 c2 e3 c4 a5 e5 | white to move | quiet 2 | ply 17	l	c1-a1=l b2-b3=l a3-a1=l a3-b3=l d3-d2=l
7	white a1 c1 e1 a3 e3 a5 | black b3 d3 b4 | black to move | ply 58	l	b3-b2=l d3-d2=l d3-d4=l b4-c4=l
10	white b2 d2 d4 | black a1 c2 a3 d3 a5 | white to move | ply 26	l	b2-b3=l d4-c4=l
10	white a1 e1 b2 d2 a3 | black c1 e3 b4 c4 d4 a5 | white to move | ply 15	l	b2-c2=l b2-b3=l d2-c2=l d2-d3=l a3-b3=l
1	white e1 d2 a3 e3 c4 | black c2 b3 d3 b4 d4 c5 | black to move | quiet 13	w	c2-c1=w c2-b2=w b3-b2=w c5-a5=w c5-e5=w
5	white c1 c2 d2 a3 b3 | black e1 b2 b4 c4 d4 e5 | black to move | quiet 1	w	e1-e3=w c4-c5=w d4-d3=w e5-e3=w e5-c5=w
13	white a1 d2 b3 e3 c4 c5 | black c1 c2 a3 d3 b4 e5 | black to move | quiet 17	d	c1-e1=d c2-b2=d a3-a5=d d3-d4=d
5	white e1 b2 d2 d3 c4 d4 | black c2 b3 e3 b4 e5 | black to move | quiet 1	d	c2-c1=l b3-a3=l e5-c5=d
0	white b3 b4 c4 a5 e5 | black c1 b2 d2 a3 d3 e3 | black to move | quiet 5	w	c1-a1=l c1-e1=l c1-c2=w b2-c2=w d2-c2=w a3-a1=w d3-d4=w e3-e1=w
0	white e1 d3 e3 c4 c5 | black a1 c2 a3 b4 a5 e5 | black to move | quiet 9	w	a1-c1=w c2-c1=w c2-b2=w c2-d2=w a3-b3=w b4-b3=w
7	white e1 b2 c2 a5 e5 | black c1 d2 a3 b3 e3 c4 | black to move | quiet 5 | ply 52	w	c1-a1=w d2-d3=w a3-a1=w b3-b4=w e3-d3=w c4-b4=w c4-d4=w c4-c5=w
5	white a1 e1 b2 b3 d3 e5 | black c1 d2 d4 a5 | black to move | quiet 10 | ply 27	l	c1-c2=l d2-c2=l d4-c4=l a5-a3=l a5-c5=l
0	white a1 b2 e3 | black a3 b3 d3 d4 a5 | black to move | quiet 19 | ply 153	w	b3-b4=w d3-d2=l d4-c4=w a5-c5=w
0	white d3 e3 b4 | black b2 c2 a3 c4 d4 | white to move | quiet 80 | ply 214	l	d3-d2=l e3-e1=l e3-e5=l b4-b3=l
8	white c1 b2 d2 e3 b4 d4 | black e1 b3 c4 c5 | white to move | quiet 3 | ply 22	w	c1-a1=w c1-c2=w b2-c2=w d2-c2=w d2-d3=w e3-d3=w e3-e5=w d4-d3=w
11	white a1 b2 a5 c5 e5 | black c1 d2 a3 e3 | black to move | ply 24	l	c1-e1=l c1-c2=l d2-c2=l d2-d3=l a3-b3=l e3-e1=l e3-d3=l
10	white b2 a3 b4 c4 c5 | black c1 b3 e3 d4 a5 e5 | black to move | quiet 3 | ply 20	w	c1-a1=w c1-e1=w c1-c2=w e3-e1=w e3-d3=w d4-d3=w
11	white c1 b2 b3 c4 a5 e5 | black c2 a3 d3 b4 d4 c5 | white to move | quiet 26	l	c1-a1=l c1-e1=l e5-e3=l
0	white c1 b2 d3 d4 c5 | black a1 a3 b3 e3 c4 | black to move | quiet 24 | ply 39	w	a3-a5=w b3-b4=l e3-e1=l e3-e5=l c4-b4=l
4	white b2 a3 e3 b4 c4 d4 | black c1 a5 e5 | white to move | quiet 1 | ply 21	w	b2-c2=w b2-b3=w a3-a1=w a3-b3=w e3-e1=w e3-d3=w b4-b3=w c4-c5=w d4-d3=w
11	white c1 b2 a3 d3 e3 c4 | black a1 e1 c2 b3 d4 e5 | black to move | quiet 3	d	c2-d2=d b3-b4=d e5-c5=d
11	white a1 c2 b3 a5 c5 e5 | black c1 b2 d2 b4 d4 | black to move | ply 18	l	c1-e1=l d2-d3=l b4-c4=l d4-d3=l d4-c4=l
11	white a1 c2 b3 d3 c4 e5 | black e1 d2 a3 e3 b4 d4 | black to move | quiet 1	d	e1-c1=d a3-a5=d
0	white a3 b3 e3 c4 d4 | black a1 b2 c2 d2 c5 | black to move | quiet 9 | ply 27	l	a1-c1=l c2-c1=l d2-d3=l c5-a5=l c5-e5=l
11	white e1 c2 a3 d3 c4 c5 | black c1 d2 e3 b4 d4 a5 | black to move | quiet 23	d	c1-a1=d e3-e5=d b4-b3=d
11	white a1 c2 b3 a5 e5 | black d2 a3 e3 b4 d4 c5 | white to move | quiet 2 | ply 43	l	a1-c1=l c2-c1=l c2-b2=l b3-b2=l
6	white e1 b2 b3 d3 b4 c5 | black a1 c4 d4 e5 | black to move | ply 29	l	a1-c1=l a1-a3=l e5-e3=l
0	white e3 c4 d4 a5 e5 | black e1 b2 a3 d3 | black to move | quiet 10 | ply 42	l	e1-c1=l b2-c2=l b2-b3=l a3-a1=l a3-b3=l d3-d2=l
7	white e1 c2 a3 b3 e3 c4 | black c1 b2 d3 b4 d4 e5 | white to move | quiet 30	d	c2-d2=d a3-a1=d a3-a5=d c4-c5=l
0	white e1 b4 e5 | black c1 b2 a3 c4 d4 | white to move | quiet 62 | ply 196	l	e1-e3=l b4-b3=l e5-e3=l e5-c5=l
12	white a1 c1 e3 c4 a5 c5 | black e1 b2 a3 b4 d4 e5 | white to move	l	c1-c2=l e3-d3=l
13	white c1 c2 b3 e3 c4 a5 | black e1 b2 d2 a3 d3 c5 | black to move | quiet 11	d	a3-a1=d d3-d4=d c5-e5=d
13	white e1 b2 c2 b3 d3 c5 | black c1 d2 a3 e3 b4 c4 | black to move | quiet 1	d	c1-a1=d a3-a1=d a3-a5=d e3-e5=d c4-d4=d
2	white e1 c4 a5 c5 | black d2 a3 e3 b4 d4 e5 | black to move | quiet 3 | ply 21	w	d2-c2=w d2-d3=w a3-a1=w a3-b3=w e3-d3=w b4-b3=w d4-d3=w
13	white c1 c2 d3 | black a1 d2 a3 b4 d4 c5 | black to move | quiet 3 | ply 36	w	a3-b3=w a3-a5=w b4-b3=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
13	white b2 c2 b3 c4 e5 | black a1 d2 a3 b4 d4 a5 | white to move | ply 23	l	c2-c1=l c4-c5=l e5-e3=l e5-c5=l
7	white c1 b2 a3 d3 d4 c5 | black a1 b3 e3 b4 c4 | black to move | quiet 4 | ply 22	l	e3-e1=l e3-e5=l
12	white c1 d2 d4 c5 | black e1 b2 b3 d3 b4 e5 | white to move | ply 22	l	c1-a1=l c1-c2=l d2-c2=l d4-c4=l c5-c4=l c5-a5=l
0	white a1 e1 d2 a5 c5 e5 | black c2 c4 d4 | black to move | quiet 14 | ply 58	l	c2-c1=l c2-b2=l c4-b4=l d4-d3=l
10	white c1 d2 b3 b4 d4 | black a1 c2 a3 d3 a5 | black to move | quiet 1 | ply 17	w	c2-b2=l d3-e3=l a5-c5=w
2	white b2 a3 d4 a5 | black a1 e1 c2 e3 b4 e5 | white to move | quiet 2	l	b2-b3=l a3-b3=l d4-d3=l d4-c4=l a5-c5=l
0	white e1 d2 d3 d4 c5 | black c1 b3 b4 c4 e5 | white to move | quiet 11 | ply 26	w	e1-e3=l d2-c2=w d3-e3=w c5-a5=l
10	white c1 d2 e3 | black a1 b2 a3 d3 b4 e5 | black to move | quiet 3 | ply 32	w	b2-c2=w b2-b3=w a3-b3=w a3-a5=w d3-d4=w b4-b3=w b4-c4=w e5-c5=w
3	white c2 a3 e3 b4 e5 | black a1 c1 e1 b3 c4 a5 | black to move | quiet 3	w	b3-b2=w c4-d4=w c4-c5=d a5-c5=w
11	white c1 b2 b3 c4 a5 e5 | black c2 a3 d3 e3 b4 c5 | white to move | quiet 22	d	c1-a1=l c1-e1=l c4-d4=d
6	white b3 e3 e5 | black a1 e1 c2 a3 d3 a5 | white to move | quiet 2 | ply 27	l	b3-b2=l b3-b4=l e5-c5=l
4	white a1 b2 d2 a3 b4 a5 | black c1 b3 c4 d4 e5 | white to move	w	b2-c2=w d2-c2=d d2-d3=w a5-c5=w
10	white c1 c2 e3 | black a1 b2 a3 d3 b4 e5 | white to move | quiet 2 | ply 31	l	c1-e1=l c2-d2=l e3-e1=l
9	white c1 b2 b4 c4 d4 | black c2 d3 e3 | black to move | ply 27	l	c2-d2=l d3-d2=l e3-e1=l e3-e5=l
0	white c1 c2 a3 d3 d4 e5 | black e1 d2 b3 e3 b4 c4 | white to move | quiet 12	w	c1-a1=d c2-b2=d a3-a1=l a3-a5=l e5-c5=w
6	white a1 c1 c2 b3 d3 a5 | black e1 b2 d2 a3 d4 c5 | black to move | quiet 3	d	e1-e3=l d4-c4=d c5-c4=l c5-e5=d
6	white a1 b2 d2 b3 c4 d4 | black d3 a5 e5 | black to move | quiet 2 | ply 26	l	d3-e3=l a5-a3=l a5-c5=l e5-e3=l e5-c5=l
5	white e1 b2 d2 a3 b4 c5 | black a1 c2 b3 e3 d4 a5 | white to move | quiet 40	d	e1-c1=d d2-d3=d b4-c4=d c5-c4=d c5-e5=d
6	white e1 d2 c4 d4 e5 | black a1 b2 a3 d3 b4 a5 | black to move | quiet 1 | ply 20	w	a1-c1=w b2-c2=w b2-b3=w a3-b3=w d3-e3=w b4-b3=w a5-c5=w
0	white e3 b4 a5 | black a1 c1 b2 c2 a3 c5 | black to move | quiet 37 | ply 78	w	c1-e1=w b2-b3=w c2-d2=w a3-b3=w c5-c4=w c5-e5=w
0	white c2 a3 d3 d4 a5 e5 | black e1 b2 d2 b3 e3 c5 | white to move | quiet 2	w	c2-c1=w a3-a1=l d4-c4=d
1	white c1 a3 d3 c4 c5 | black b2 b3 b4 d4 a5 e5 | black to move | quiet 5	w	b2-c2=w e5-e3=w
0	white c1 d3 e3 d4 c5 | black a1 a3 b3 b4 a5 e5 | black to move | quiet 13	w	b3-b2=w b4-c4=w
5	white e1 b2 d2 a3 b4 c4 | black a1 c2 b3 d4 a5 e5 | white to move | quiet 46	d	e1-c1=d e1-e3=d d2-d3=d c4-c5=d
14	white c1 b2 d3 c4 a5 c5 | black c2 a3 e3 b4 d4 e5 | white to move | quiet 10	d	c1-a1=l c1-e1=d b2-b3=d d3-d2=d
8	white a1 c1 b2 d2 e3 | black e1 c2 a3 d3 b4 e5 | black to move | quiet 7	w	a3-b3=w a3-a5=w d3-d4=w b4-b3=w b4-c4=w e5-c5=w
2	white b2 b3 d4 a5 | black a1 e1 c2 e3 b4 e5 | black to move | quiet 3	w	a1-c1=w a1-a3=w e1-c1=w c2-c1=w c2-d2=w e3-d3=w b4-c4=w e5-c5=w
0	white e1 c2 b3 c4 a5 c5 | black a1 c1 b2 a3 e3 d4 | black to move | quiet 9	d	e3-d3=l e3-e5=d d4-d3=l
13	white e1 a3 b3 d3 c4 c5 | black a1 c2 e3 b4 a5 e5 | black to move | quiet 17	l	a1-c1=l c2-c1=l c2-b2=l c2-d2=l
3	white a1 c1 d2 b3 e3 a5 | black b2 d3 c4 c5 | black to move | quiet 3	l	b2-c2=l d3-d4=l c4-b4=l c4-d4=l c5-e5=l
9	white a1 b2 d2 b4 c4 d4 | black c2 b3 e3 a5 c5 | white to move | quiet 2	w	a1-c1=l a1-a3=l d2-d3=l d4-d3=w
10	white b2 d2 e3 b4 d4 c5 | black c2 b3 d3 a5 e5 | black to move | quiet 3	l	c2-c1=l b3-a3=l a5-a3=l
1	white c1 c2 c4 c5 | black a1 d2 d3 d4 a5 e5 | white to move | quiet 2 | ply 20	l	c1-e1=l c2-b2=l c4-b4=l
0	white e1 d2 d3 b4 c4 c5 | black b2 c2 a3 e3 | white to move | quiet 3 | ply 34	w	e1-c1=w d3-d4=w b4-b3=w c4-d4=w c5-a5=w c5-e5=w
5	white e1 b2 a3 d3 b4 c5 | black c1 c2 b3 c4 a5 e5 | white to move | quiet 50	d	e1-e3=d a3-a1=d d3-d2=d d3-e3=d d3-d4=d
0	white d2 d3 e3 c5 | black c1 e1 a3 b4 d4 | black to move | quiet 47 | ply 100	w	c1-a1=w c1-c2=w a3-a1=w a3-b3=w a3-a5=w b4-b3=w b4-c4=w d4-c4=w
0	white c2 b3 d3 e3 d4 c5 | black a1 c1 c4 | black to move | quiet 66 | ply 102	l	a1-a3=l c1-e1=l c4-b4=l
8	white a1 e1 c2 a3 d4 e5 | black c1 d2 d3 e3 a5 c5 | white to move	d	c2-b2=d a3-b3=d d4-c4=l
12	white b3 e3 c4 c5 | black a1 e1 a3 d3 a5 e5 | black to move | quiet 1 | ply 25	w	a1-c1=w e1-c1=w d3-d2=w d3-d4=w
10	white c1 b2 d2 b4 d4 | black e1 c2 b3 e3 c5 | black to move | quiet 3 | ply 19	w	b3-a3=w e3-d3=w e3-e5=w c5-c4=w c5-a5=w c5-e5=w
14	white a1 c1 b2 d4 c5 e5 | black e1 a3 b3 d3 c4 a5 | black to move | quiet 9	d	e1-e3=l b3-b4=d d3-d2=d d3-e3=l c4-b4=d
4	white d4 c5 e5 | black a1 c1 e1 d2 a3 a5 | white to move | ply 19	l	d4-d3=l d4-c4=l c5-c4=l e5-e3=l
12	white c1 d2 a3 b3 d4 e5 | black a1 c2 d3 b4 c4 c5 | black to move | quiet 25	d	c2-b2=d d3-e3=d c5-a5=d
11	white a1 e1 c2 d3 c4 a5 | black c1 b2 d2 a3 b4 e5 | white to move | quiet 2	l	e1-e3=l d3-e3=l d3-d4=l c4-d4=l c4-c5=l a5-c5=l
2	white a1 c1 a3 e3 a5 e5 | black c2 d2 b3 d4 | black to move | quiet 1	l	c2-b2=l d2-d3=l b3-b2=l b3-b4=l d4-d3=l d4-c4=l
6	white a1 c1 a3 b4 c5 | black e1 b2 c2 d3 a5 e5 | black to move | quiet 3	w	e1-e3=w b2-b3=w c2-d2=w d3-d2=w d3-e3=w d3-d4=w e5-e3=w
0	white b3 e3 a5 | black a1 c1 c2 a3 d3 c5 | black to move | quiet 19 | ply 60	w	c1-e1=w c2-b2=w c2-d2=w d3-d2=w d3-d4=w c5-c4=w c5-e5=w
14	white a1 c1 b2 e3 d4 c5 | black e1 c2 a3 b3 c4 a5 | white to move	d	e3-d3=d e3-e5=d d4-d3=d c5-e5=d
3	white e1 b3 d3 a5 c5 e5 | black a1 c2 d2 a3 d4 | white to move	w	e1-c1=w e1-e3=w b3-b2=w b3-b4=w d3-e3=w c5-c4=w e5-e3=w
5	white c1 b2 d2 d3 c4 d4 | black c2 b3 b4 c5 e5 | white to move | quiet 8	w	c1-a1=d c1-e1=d d3-e3=w
0	white a1 e1 d2 e3 c4 a5 | black c1 b3 d3 b4 d4 | black to move | quiet 8 | ply 24	l	c1-c2=l b3-b2=l b3-a3=l
0	white d2 b4 e5 | black c1 b2 c4 d4 a5 | white to move | quiet 84 | ply 218	l	d2-c2=l d2-d3=l b4-b3=l e5-e3=l e5-c5=l
5	white b3 c4 a5 e5 | black c1 b2 d2 d3 d4 c5 | black to move | quiet 1 | ply 49	w	c1-a1=w c1-e1=w c1-c2=w b2-c2=w d2-c2=w d3-e3=w
14	white a1 b2 c2 d3 c5 e5 | black d2 a3 b3 e3 c4 a5 | black to move | quiet 13	d	b3-b4=d e3-e1=d c4-b4=d c4-d4=d
0	white b2 c2 d3 d4 c5 e5 | black d2 a3 c4 | white to move | quiet 59 | ply 95	w	b2-b3=w c2-c1=w d3-e3=w c5-a5=w e5-e3=w
5	white a1 c1 e1 c4 a5 e5 | black d2 b3 c5 | black to move | ply 24	l	d2-c2=l d2-d3=l b3-b2=l b3-a3=l b3-b4=l
0	white e1 b2 a3 | black d3 b4 c4 d4 a5 | black to move | quiet 11 | ply 145	w	d3-d2=w d3-e3=w b4-b3=w c4-c5=w a5-c5=w
0	white d2 d3 e3 c5 | black a1 e1 a3 b4 d4 | white to move | quiet 48 | ply 101	l	d2-c2=l e3-e5=l c5-c4=l c5-a5=l c5-e5=l
11	white c1 b2 d3 e3 c4 c5 | black a1 e1 c2 b4 d4 e5 | white to move | quiet 12	d	b2-b3=d d3-d2=d c5-a5=d
13	white d2 a3 b3 e3 c4 c5 | black c1 c2 b4 d4 a5 e5 | white to move | quiet 8	d	d2-d3=d a3-a1=d b3-b2=d e3-e1=d e3-d3=d
3	white b2 a3 d3 a5 | black a1 e1 c2 b3 e3 c5 | black to move | quiet 5	w	a1-c1=w e1-c1=w c2-c1=w c2-d2=w b3-b4=w e3-e5=w c5-c4=w c5-e5=w
7	white c2 a3 d3 e3 c4 c5 | black c1 b2 d2 b4 d4 e5 | white to move | quiet 12	d	a3-a1=d a3-b3=d a3-a5=d e3-e1=d c5-a5=d
4	white a1 b2 d2 a3 b4 c5 | black c1 b3 e3 c4 d4 | white to move | quiet 2	w	b2-c2=w d2-c2=w d2-d3=w a3-a5=w c5-a5=w c5-e5=w
0	white e1 b2 d2 b4 d4 c5 | black a1 c1 e3 | white to move | quiet 23 | ply 59	w	b2-c2=w b2-b3=w d2-c2=w d2-d3=w b4-b3=w b4-c4=w d4-d3=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
12	white c1 a3 b3 d3 d4 e5 | black a1 d2 e3 b4 c4 c5 | white to move | quiet 20	d	c1-e1=d c1-c2=d a3-a5=d b3-b2=d
0	white b2 c2 d3 d4 c5 e5 | black a1 d2 c4 | black to move | quiet 58 | ply 94	l	a1-c1=l a1-a3=l c4-b4=l
13	white a1 c1 b2 d3 b4 c5 | black e1 c2 a3 b3 d4 a5 | black to move | quiet 1	d	e1-e3=d c2-d2=d d4-c4=d
0	white b2 c2 d3 d4 c5 e5 | black a1 d2 c4 | black to move | quiet 54 | ply 90	l	a1-c1=l a1-a3=l c4-b4=l
0	white c1 b2 d3 d4 e5 | black a1 e1 a3 b3 b4 | white to move | quiet 27 | ply 42	w	c1-c2=w b2-c2=w d3-d2=w d3-e3=l d4-c4=l e5-e3=l e5-c5=l
6	white a1 e1 d2 b3 c4 a5 | black c1 b2 c2 a3 b4 e5 | black to move | quiet 1	d	e5-e3=d e5-c5=l
10	white c1 b2 d2 b4 | black e1 c2 b3 e3 c5 | black to move | quiet 3 | ply 24	w	b3-a3=w e3-d3=w e3-e5=w c5-c4=w c5-a5=w c5-e5=w
0	white b3 b4 c4 a5 e5 | black c1 b2 d2 a3 e3 d4 | white to move | quiet 6	l	c4-c5=l a5-c5=l e5-c5=l
9	white a1 b2 d2 d3 d4 | black c2 b3 a5 c5 | black to move | ply 22	l	c2-c1=l b3-a3=l b3-b4=l a5-a3=l c5-c4=l c5-e5=l
3	white a1 d2 d3 b4 c4 d4 | black c1 e1 b2 a3 | white to move	w	d2-c2=w d3-e3=w b4-b3=w c4-c5=w
5	white e1 b2 b4 d4 a5 e5 | black c1 c2 b3 d3 e3 c4 | black to move | quiet 9	d	c1-a1=d c2-d2=d b3-a3=d d3-d2=d c4-c5=d
0	white c1 b2 d2 d3 e3 | black a1 e1 b3 c4 a5 | black to move | quiet 32 | ply 47	w	a1-a3=l b3-a3=w b3-b4=l c4-b4=l c4-d4=l c4-c5=l a5-a3=l a5-c5=l
0	white e1 b2 a3 | black b3 d3 c4 d4 a5 | white to move | quiet 12 | ply 146	l	e1-c1=l e1-e3=l b2-c2=l a3-a1=l
0	white e1 d2 d3 c4 | black c1 b2 b3 e3 a5 | white to move | quiet 30 | ply 85	w	d2-c2=l d3-d4=l c4-b4=l c4-d4=w c4-c5=l
10	white a1 c1 e1 d3 b4 | black b2 c2 d2 b3 a5 | black to move | ply 19	l	b3-a3=l a5-a3=l a5-c5=l
0	white b2 d3 e3 b4 a5 c5 | black a1 c1 c2 a3 c4 d4 | white to move	w	b2-b3=w d3-d2=w e3-e1=w e3-e5=w b4-b3=w c5-e5=l
5	white a1 e1 b2 b4 d4 e5 | black c1 c2 b3 e3 c4 a5 | white to move | quiet 12	d	a1-a3=d d4-d3=d e5-c5=d
0	white e1 b2 d2 d3 c4 c5 | black c2 b3 e3 | black to move | quiet 18 | ply 54	l	c2-c1=l b3-a3=l b3-b4=l e3-e5=l
0	white b3 d3 e3 e5 | black c1 a3 c4 d4 a5 | white to move | quiet 56 | ply 109	l	b3-b2=l b3-b4=l d3-d2=l e3-e1=l e5-c5=l
1	white c1 a3 d3 c4 c5 | black b2 b3 e3 b4 d4 a5 | white to move | quiet 6	l	c1-a1=l c1-e1=l c1-c2=l a3-a1=l d3-d2=l c5-e5=l
0	white b2 d2 a3 e3 b4 d4 | black a1 c1 c5 | black to move | quiet 32 | ply 68	l	c1-e1=l c1-c2=l c5-c4=l c5-a5=l c5-e5=l
2	white b2 c2 d2 b3 e3 b4 | black d3 d4 c5 | white to move | quiet 1 | ply 21	w	c2-c1=w b3-a3=w e3-e1=w e3-e5=w b4-c4=w
0	white b3 c4 c5 e5 | black a1 b2 d2 | white to move | quiet 4 | ply 59	w	b3-a3=w b3-b4=l c4-b4=l c4-d4=l c5-a5=w e5-e3=l
5	white a1 e1 b2 b3 d3 e5 | black c1 c2 d4 a5 | white to move | quiet 11 | ply 28	w	a1-a3=w e1-e3=w b3-a3=w b3-b4=w d3-d2=w d3-e3=w e5-e3=w e5-c5=w
7	white a1 d3 e3 b4 a5 c5 | black c1 b2 a3 c4 d4 e5 | white to move | quiet 6	d	d3-d2=d e3-e1=d b4-b3=d
14	white a1 c1 b2 d3 c5 e5 | black c2 a3 b3 e3 d4 a5 | white to move | quiet 16	d	c1-e1=d d3-d2=d c5-c4=d
0	white a1 c2 e3 c4 d4 | black c1 b2 d2 b3 b4 a5 | black to move | quiet 7	w	c1-e1=w d2-d3=w b3-a3=w a5-a3=w a5-c5=w
4	white e1 b2 c2 d2 b4 d4 | black c1 e3 c5 e5 | white to move | quiet 1 | ply 18	w	b2-b3=w d2-d3=w b4-b3=w b4-c4=w d4-d3=w d4-c4=w
13	white a1 c1 b3 e3 c4 c5 | black e1 c2 a3 b4 d4 a5 | black to move | quiet 15	d	c2-b2=d c2-d2=d d4-d3=d
7	white c1 b2 d2 d4 a5 c5 | black a1 a3 d3 b4 c4 e5 | black to move | quiet 1	l	a3-b3=l d3-e3=l b4-b3=l e5-e3=l
5	white e1 b2 b4 d4 a5 e5 | black c1 c2 d2 b3 e3 c4 | white to move | quiet 6	d	d4-d3=d a5-a3=d a5-c5=d e5-c5=d
11	white a1 c2 b3 a5 c5 e5 | black c1 b2 d3 | white to move | quiet 1 | ply 29	w	a1-a3=w c2-d2=w b3-a3=w b3-b4=w a5-a3=w c5-c4=w e5-e3=w
7	white c2 a3 e3 b4 d4 c5 | black c1 b2 d2 b3 c4 e5 | white to move | quiet 8	d	a3-a1=d a3-a5=d e3-e1=d e3-d3=d d4-d3=d c5-a5=d
10	white a1 e1 c2 d2 b3 | black c1 e3 b4 d4 a5 c5 | black to move | quiet 3 | ply 18	w	e3-d3=w e3-e5=w b4-c4=w d4-d3=w d4-c4=w a5-a3=l c5-c4=w c5-e5=l
5	white c1 b2 d2 d3 d4 c5 | black c2 a3 a5 e5 | white to move | quiet 11 | ply 40	w	c1-a1=w c1-e1=w b2-b3=w d3-e3=w d4-c4=w c5-c4=w
7	white c1 b2 e3 b4 a5 c5 | black e1 d2 a3 b3 c4 e5 | white to move | quiet 22	d	c1-a1=d c1-c2=l b2-c2=d e3-d3=d
13	white a1 c2 b3 e3 c4 a5 | black c1 b2 d2 a3 d3 c5 | black to move | quiet 5	d	c1-e1=d d3-d4=d c5-e5=d
13	white a1 c2 b3 e3 d4 c5 | black c1 b2 d2 a3 d3 c4 | white to move | quiet 2	d	b3-b4=d e3-e1=d e3-e5=d c5-a5=d c5-e5=d
7	white e1 c2 b3 d3 c4 c5 | black c1 b2 d2 b4 d4 e5 | white to move | quiet 20	d	e1-e3=d b3-a3=d d3-e3=d c5-a5=d
5	white a1 e1 c2 c4 a5 e5 | black d2 b3 e3 c5 | white to move | quiet 3 | ply 22	w	a1-c1=w a1-a3=w e1-c1=w c2-c1=w c2-b2=w c4-b4=w c4-d4=w a5-a3=w
10	white a1 e1 c2 a3 b3 | black c1 b2 b4 c4 d4 a5 | white to move | ply 19	l	e1-e3=l c2-d2=l
0	white e1 d2 e3 d4 c5 | black a1 b2 a3 c4 a5 e5 | black to move | quiet 21	w	a1-c1=l b2-c2=w b2-b3=w a3-b3=w c4-b4=w
1	white c1 c2 d3 b4 c4 | black e1 d2 e3 d4 a5 c5 | black to move | quiet 13	w	e3-e5=w a5-a3=w c5-e5=w
0	white e1 c2 a3 e3 b4 c5 | black b2 d2 b3 d4 | black to move | quiet 6 | ply 37	l	d2-d3=l d4-d3=l d4-c4=l
12	white c2 a3 b3 d3 d4 e5 | black c1 d2 e3 b4 c4 a5 | black to move | quiet 17	d	c1-a1=d c1-e1=d e3-e1=d c4-c5=d a5-c5=d
0	white c1 c2 d2 a3 | black e1 b2 b3 d3 b4 a5 | black to move | quiet 17 | ply 53	w	e1-e3=w d3-e3=w d3-d4=w b4-c4=w a5-c5=w
0	white c1 c2 a3 d3 d4 e5 | black e1 d2 b3 e3 b4 c5 | black to move | quiet 19	d	b3-b2=d b4-c4=d c5-c4=l c5-a5=d
0	white e1 d2 a3 b4 c4 c5 | black a1 c1 c2 b3 e3 d4 | white to move | quiet 28	w	d2-d3=l a3-a5=w c5-a5=w c5-e5=w
2	white d2 b4 d4 | black a1 c1 e3 a5 c5 e5 | black to move | quiet 3 | ply 22	w	a1-a3=w c1-e1=w c1-c2=w e3-e1=w e3-d3=w a5-a3=w c5-c4=w
0	white a1 c1 d2 a5 c5 e5 | black c2 d3 c4 | black to move | quiet 12 | ply 56	l	c2-b2=l d3-e3=l d3-d4=l c4-b4=l c4-d4=l
1	white e1 b2 b4 | black a1 d2 b3 d3 d4 e5 | white to move | quiet 2 | ply 33	l	e1-c1=l e1-e3=l b2-c2=l b4-c4=l
4	white b2 b3 d3 e3 b4 c4 | black c2 d2 c5 e5 | white to move | quiet 2	w	b3-a3=w d3-d4=w e3-e1=w c4-d4=w
0	white b3 a5 c5 | black c1 b2 d2 a3 e3 d4 | white to move | quiet 4 | ply 45	l	b3-b4=l c5-c4=l c5-e5=l
0	white e1 b2 d2 b4 d4 a5 | black c1 a3 e5 | black to move | quiet 28 | ply 64	l	c1-a1=l c1-c2=l a3-a1=l a3-b3=l e5-e3=l e5-c5=l
1	white e1 c2 c4 | black a1 d2 a3 d3 d4 e5 | black to move | quiet 5 | ply 36	w	a1-c1=w a3-b3=w a3-a5=w d3-e3=w e5-e3=w e5-c5=w
8	white a1 e1 d2 b3 d3 | black b2 b4 d4 a5 c5 e5 | black to move | quiet 1 | ply 16	w	b2-c2=w b4-c4=w d4-c4=w a5-a3=w c5-c4=w e5-e3=w
0	white e1 b2 c2 | black d2 a3 b3 b4 c5 | white to move | quiet 30 | ply 164	l	e1-c1=l e1-e3=l c2-c1=l
9	white c1 b2 a3 e3 b4 c5 | black a1 d2 b3 c4 a5 e5 | white to move | quiet 10	d	c1-e1=d c1-c2=d b2-c2=d e3-e1=l e3-d3=d
7	white c1 d2 a3 e3 c4 a5 | black a1 e1 c2 d3 c5 e5 | black to move | quiet 21	d	c2-b2=d d3-d4=d
0	white a1 c2 e3 c4 d4 | black c1 b2 a3 d3 b4 c5 | white to move | quiet 16	l	c2-d2=l e3-e1=l e3-e5=l
6	white a1 c1 c4 | black e1 b2 c2 d2 a5 e5 | white to move | ply 23	l	a1-a3=l c4-b4=l c4-d4=l c4-c5=l
11	white e1 b2 a3 d3 c4 c5 | black c1 d2 e3 b4 d4 a5 | white to move | quiet 26	d	b2-c2=d b2-b3=d a3-a1=d a3-b3=d c5-e5=d
1	white a1 b2 b3 e3 | black c1 d2 d3 b4 c4 d4 | white to move	l	a1-a3=l b2-c2=l b3-a3=l e3-e1=l e3-e5=l
13	white a1 c1 e1 b3 d3 c5 | black b2 c2 a3 e3 c4 | black to move | quiet 3	l	c2-d2=l a3-a5=l e3-e5=l c4-b4=l c4-d4=l
7	white c1 c4 c5 e5 | black b2 b3 e3 b4 d4 a5 | black to move | quiet 1 | ply 19	w	b2-c2=w b3-a3=w e3-e1=w e3-d3=w d4-d3=w a5-a3=w
10	white e1 b2 d2 b4 c4 d4 | black a1 c2 b3 d3 a5 | black to move | quiet 1	d	a1-c1=l a1-a3=l c2-c1=d b3-a3=l d3-e3=l a5-a3=l a5-c5=d
0	white e1 b4 a5 | black a1 c1 d2 a3 b3 c5 | white to move | quiet 28 | ply 69	l	e1-e3=l b4-c4=l
7	white a1 c1 d2 b3 d3 c5 | black e1 c2 a3 c4 d4 a5 | black to move | quiet 3	d	e1-e3=d c2-b2=d c4-b4=d
5	white e1 b2 d2 d3 d4 c5 | black c2 b4 a5 e5 | black to move | ply 29	l	c2-c1=l b4-b3=l b4-c4=l a5-a3=l e5-e3=l
14	white e1 c2 a3 d3 b4 e5 | black a1 b2 b3 e3 d4 c5 | black to move | quiet 5	d	a1-c1=d d4-c4=d c5-c4=d c5-a5=d
8	white a1 e1 c2 a3 d4 e5 | black c1 d2 d3 e3 c4 a5 | black to move | quiet 7	d	c4-b4=d c4-c5=d a5-c5=d
10	white b2 d2 d3 b4 d4 c5 | black a3 b3 e5 | black to move | ply 24	l	a3-a1=l a3-a5=l e5-e3=l
11	white c1 d2 b3 | black e1 c2 d3 a5 c5 e5 | black to move | quiet 1 | ply 28	w	e1-e3=w c2-b2=w d3-e3=w d3-d4=w a5-a3=w c5-c4=w e5-e3=w
0	white c1 c2 a3 d3 d4 e5 | black e1 b2 d2 e3 b4 c5 | white to move | quiet 16	d	c1-a1=d a3-a1=l a3-b3=d a3-a5=l d4-c4=d
6	white c1 d2 b3 c4 d4 e5 | black a1 b2 a3 d3 b4 c5 | black to move | quiet 5	w	b2-c2=w a3-a5=d d3-e3=w c5-a5=w
1	white c1 c2 b4 a5 c5 | black a1 d2 a3 e3 d4 e5 | black to move | quiet 3	w	d2-d3=w a3-b3=w e3-e1=w e3-d3=w d4-d3=w d4-c4=w
0	white c1 c2 d3 d4 a5 e5 | black e1 b2 d2 b3 e3 c4 | black to move | quiet 5	w	b3-a3=w b3-b4=w c4-b4=w c4-c5=d
0	white e1 c2 a3 b4 c4 c5 | black a1 c1 b2 b3 d3 d4 | black to move | quiet 13	l	d3-d2=l d3-e3=l
0	white e1 d3 c5 | black a1 a3 c4 d4 a5 | black to move | quiet 1 | ply 121	w	a1-c1=w a3-b3=w c4-b4=w
5	white a1 b2 c2 a3 a5 | black e1 b4 c4 d4 e5 | white to move | quiet 5 | ply 26	w	a1-c1=w b2-b3=l c2-c1=l c2-d2=l a3-b3=w a5-c5=w
0	white c2 b3 d3 d4 a5 e5 | black d2 a3 c5 | black to move | quiet 50 | ply 86	l	a3-a1=l c5-c4=l
2	white a1 c1 e1 a3 e5 | black e3 b4 c4 d4 | white to move | ply 17	w	c1-c2=w a3-b3=w a3-a5=w e5-c5=w
14	white c1 c2 a3 d3 b4 e5 | black a1 b2 b3 e3 d4 c5 | white to move | quiet 24	d	c1-e1=d c2-d2=d a3-a5=d d3-d2=d b4-c4=d
11	white a1 e1 b2 d2 b3 c4 | black c2 a3 d3 b4 a5 e5 | black to move | quiet 1	w	c2-c1=l d3-e3=d d3-d4=d a5-c5=w e5-e3=d e5-c5=d
14	white a1 c1 b2 d3 c4 e5 | black c2 a3 b3 e3 d4 a5 | black to move | quiet 17	d	c2-d2=d b3-b4=d e3-e1=d a5-c5=d
8	white a1 e1 a3 d4 | black c2 b3 b4 c4 a5 e5 | white to move | quiet 2 | ply 24	l	a1-c1=l e1-c1=l e1-e3=l d4-d3=l
0	white d2 e3 b4 | black a1 c2 b3 c4 d4 | black to move | quiet 77 | ply 211	w	a1-c1=w a1-a3=w c2-c1=w c2-b2=w b3-b2=w b3-a3=w c4-c5=w d4-d3=w
1	white c1 c2 d3 b4 c5 | black e1 d2 a3 e3 d4 e5 | white to move | quiet 8	l	c1-a1=l c2-b2=l b4-b3=l b4-c4=l c5-c4=l c5-a5=l
11	white a1 c2 b3 a5 e5 | black d2 a3 d3 b4 d4 c5 | black to move | quiet 1 | ply 42	w	d3-e3=w b4-c4=w d4-c4=w c5-c4=w
14	white e1 c2 a3 d3 b4 e5 | black c1 b2 b3 e3 d4 c5 | white to move | quiet 6	d	c2-d2=d a3-a1=d a3-a5=d d3-d2=d b4-c4=d
7	white b2 c2 d2 b4 d4 c5 | black e1 b3 d3 c4 e5 | white to move	d	c2-c1=l c5-a5=d
11	white e1 c4 c5 | black b2 c2 d2 a3 b4 e5 | white to move | ply 27	l	e1-c1=l e1-e3=l c4-d4=l c5-a5=l
14	white a1 c1 b2 d2 c4 e5 | black c2 a3 b3 e3 d4 c5 | black to move | quiet 19	d	a3-a5=d b3-b4=d e3-e1=d e3-d3=l d4-d3=d c5-a5=d
4	white e1 c2 e5 | black b2 d2 a3 b4 c4 d4 | black to move | quiet 1 | ply 22	w	b2-b3=w d2-d3=w a3-a1=w a3-b3=w a3-a5=w b4-b3=w c4-c5=w d4-d3=w
10	white c1 d2 a3 e3 d4 c5 | black a1 b2 b3 d3 c4 e5 | white to move | quiet 4	l	c1-e1=l c1-c2=l d2-c2=l a3-a5=l e3-e1=l c5-a5=l
0	white b4 a5 c5 | black a1 e1 b2 d2 a3 d4 | black to move | quiet 9 | ply 50	w	a1-c1=w e1-c1=w e1-e3=w b2-c2=w b2-b3=w d2-c2=w d2-d3=w a3-b3=w d4-d3=w d4-c4=w
11	white a1 e1 b2 d2 b3 c4 | black c2 a3 d3 b4 c5 e5 | white to move | quiet 2	l	a1-c1=l e1-c1=l e1-e3=l c4-d4=l
0	white e3 b4 d4 a5 e5 | black a1 e1 b2 d3 | black to move | quiet 8 | ply 40	l	a1-c1=l a1-a3=l e1-c1=l b2-c2=l b2-b3=l d3-d2=l
1	white a1 a3 d3 e3 b4 a5 | black c1 b3 d4 c5 e5 | white to move	w	d3-d2=w e3-e1=w b4-c4=w
11	white c1 b2 d2 | black e1 c2 d3 a5 c5 e5 | white to move | ply 27	l	c1-a1=l b2-b3=l
10	white c1 b2 d2 b4 d4 | black e1 c2 b3 e3 e5 | white to move | ply 16	l	c1-a1=l d2-d3=l b4-c4=l d4-d3=l d4-c4=l
5	white a1 e1 b2 d3 a5 e5 | black c1 c2 d2 a3 c5 | black to move | quiet 1	l	a3-b3=l c5-c4=l
3	white c1 e1 c2 b3 | black a1 a3 e3 c4 a5 e5 | white to move | quiet 2	l	c2-b2=l c2-d2=l b3-b2=l b3-b4=l
9	white c1 c2 a3 e3 b4 c5 | black a1 b3 d3 c4 a5 e5 | white to move | quiet 12	d	c1-e1=d c2-b2=d c2-d2=d e3-e1=d
13	white a1 b2 d2 e3 d4 c5 | black c1 a3 b3 d3 c4 e5 | white to move | quiet 4	d	b2-c2=l d2-c2=d e3-e1=d c5-a5=d
0	white b3 b4 c4 c5 | black a1 e1 b2 c2 d3 d4 | black to move | quiet 7 | ply 29	w	a1-c1=w a1-a3=w e1-c1=w e1-e3=w c2-c1=w c2-d2=w d3-d2=w d3-e3=w
0	white e3 c4 a5 | black a1 e1 a3 b3 d3 c5 | white to move | quiet 44 | ply 85	l	e3-e5=l c4-b4=l c4-d4=l
1	white a1 e1 a3 e3 c5 e5 | black b2 d2 c4 d4 | white to move | quiet 2	w	a1-c1=w e1-c1=w a3-b3=w a3-a5=w e3-d3=w c5-a5=w
5	white e1 b2 d3 b4 c5 e5 | black c1 c2 d2 b3 e3 c4 | white to move | quiet 2	d	d3-d4=d c5-a5=d
11	white c1 b3 d3 e3 c4 c5 | black e1 c2 b4 d4 a5 e5 | black to move | quiet 57	d	c2-b2=d c2-d2=d a5-a3=d
14	white c1 c2 a3 d3 c4 e5 | black a1 b2 b3 e3 d4 c5 | black to move | quiet 21	d	b3-b4=d e3-e1=d c5-a5=d
14	white a1 c1 b2 d2 c4 e5 | black c2 a3 b3 e3 d4 c5 | black to move | quiet 23	d	a3-a5=d b3-b4=d e3-e1=d e3-d3=l d4-d3=d c5-a5=d
0	white e1 b3 d3 a5 c5 e5 | black c2 e3 c4 | white to move | quiet 5 | ply 49	w	e1-c1=w b3-b2=w b3-a3=w b3-b4=w d3-d2=w d3-d4=w a5-a3=w
12	white a1 c2 e3 d4 a5 c5 | black e1 b2 a3 d3 b4 e5 | black to move | quiet 3	w	e1-c1=w b2-b3=d a3-b3=w d3-d2=w b4-b3=w b4-c4=w
0	white e1 b2 d2 c4 d4 c5 | black c2 b3 d3 | black to move | quiet 16 | ply 52	l	c2-c1=l b3-a3=l b3-b4=l d3-e3=l
14	white a1 c1 e1 b3 a5 | black e3 b4 c4 d4 | white to move | quiet 1 | ply 23	w	a1-a3=w c1-c2=w b3-b2=w b3-a3=w a5-a3=w a5-c5=w
5	white a3 b3 c4 a5 | black a1 c1 e1 d3 b4 e5 | white to move | ply 22	l	b3-b2=l c4-d4=l c4-c5=l a5-c5=l
2	white b2 c2 d2 b3 e3 b4 | black e1 d3 d4 a5 | black to move | ply 15	l	e1-c1=l d4-c4=l a5-a3=l a5-c5=l
8	white a1 e1 b2 a3 d4 e5 | black c1 d2 d3 e3 c4 a5 | white to move | quiet 2	d	b2-c2=d b2-b3=d a3-b3=d e5-c5=d
12	white c1 b3 d3 d4 a5 e5 | black a1 c2 e3 b4 c4 c5 | white to move | quiet 22	d	c1-e1=d b3-b2=d b3-a3=l d3-d2=d a5-a3=d
10	white c1 b2 d2 b4 d4 c5 | black a1 c2 b3 d3 a5 | black to move | quiet 1	w	a1-a3=l b3-a3=w d3-e3=l a5-a3=l
5	white a1 c1 e1 c4 a5 e5 | black d2 a3 c5 | white to move | quiet 1 | ply 25	w	c1-c2=w e1-e3=w c4-b4=w c4-d4=w e5-e3=w
0	white e1 d2 b4 | black a1 b2 c4 d4 a5 | black to move | quiet 91 | ply 225	w	a1-c1=w a1-a3=w b2-c2=w b2-b3=w c4-c5=w d4-d3=w a5-a3=w a5-c5=w
2	white c1 c2 c4 a5 c5 | black d2 a3 e3 b4 d4 e5 | white to move | quiet 2	l	c1-a1=l c1-e1=l c2-b2=l
0	white a1 e1 d2 a3 e3 a5 | black c1 c2 d3 b4 d4 | white to move | quiet 3 | ply 19	w	a3-b3=w e3-e5=w a5-c5=w
7	white d3 c5 e5 | black a1 e1 b2 b3 b4 a5 | black to move | quiet 1 | ply 22	w	a1-c1=w a1-a3=w e1-c1=w e1-e3=w b2-c2=w b3-a3=w b4-c4=w a5-a3=w
0	white d2 e3 b4 | black c2 a3 b3 c4 d4 | white to move | quiet 78 | ply 212	l	d2-d3=l e3-e1=l e3-d3=l e3-e5=l
2	white b2 b3 d4 a5 | black a1 c1 e1 e3 b4 e5 | white to move	l	b2-c2=l b3-a3=l d4-d3=l d4-c4=l a5-a3=l a5-c5=l
1	white e1 c2 b3 | black a1 d2 d3 d4 c5 e5 | black to move | quiet 13 | ply 44	w	a1-c1=w a1-a3=w d3-e3=w d4-c4=w c5-c4=w c5-a5=w e5-e3=w
0	white a3 e3 b4 d4 c5 | black a1 e1 b3 d3 | white to move | quiet 5 | ply 37	w	a3-a5=w e3-e5=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
11	white c1 e1 d2 a3 | black c2 d3 e3 c4 | black to move | quiet 2 | ply 29	l	c2-b2=l d3-d4=l e3-e5=l c4-b4=l c4-d4=l c4-c5=l
0	white d2 d3 c5 e5 | black e1 c2 b4 d4 a5 | white to move | quiet 38 | ply 91	l	d3-e3=l c5-c4=l e5-e3=l
0	white d2 d3 e3 c4 | black e1 c2 a3 b3 d4 | white to move | quiet 42 | ply 95	l	e3-e5=l c4-b4=l c4-c5=l
6	white a1 b2 d2 b4 c4 d4 | black c2 b3 d3 a5 e5 | white to move | quiet 2	w	a1-c1=l a1-a3=l c4-c5=w
2	white a1 c2 c4 a5 c5 | black d2 a3 e3 b4 d4 e5 | black to move | quiet 3	w	d2-d3=w a3-b3=w e3-e1=w e3-d3=w b4-b3=w d4-d3=w
1	white e1 c2 b4 c5 | black a1 d2 d3 d4 a5 e5 | white to move | quiet 6 | ply 24	l	e1-c1=l e1-e3=l c2-c1=l c2-b2=l b4-b3=l b4-c4=l c5-c4=l
0	white e1 b2 d2 b4 d4 c5 | black c2 b3 d3 | white to move | quiet 11 | ply 47	w	e1-c1=w e1-e3=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
5	white e1 c2 a3 d3 a5 e5 | black a1 b2 e3 b4 d4 c5 | white to move | quiet 6	l	e1-c1=l c2-c1=l c2-d2=l a3-b3=l d3-d2=l
10	white c1 d2 a3 e3 d4 c5 | black a1 c2 b3 d3 c4 e5 | black to move | quiet 3	w	c2-b2=w b3-b2=d b3-b4=d c4-b4=w
10	white a1 e1 c2 b4 d4 c5 | black c1 b2 d2 a3 d3 a5 | black to move | quiet 15	l	b2-b3=l a3-b3=l d3-e3=l
0	white e1 b2 d2 c5 | black a3 e3 b4 d4 a5 | black to move | quiet 73 | ply 128	l	a3-a1=l a3-b3=l e3-d3=l e3-e5=l b4-b3=l b4-c4=l d4-d3=l d4-c4=l
3	white a1 c1 e1 d2 a3 a5 | black b2 d3 b4 c5 | white to move	w	c1-c2=w e1-e3=w d2-c2=w a3-b3=w
13	white a1 d2 e3 b4 d4 c5 | black c1 c2 a3 d3 c4 e5 | white to move | quiet 2	d	e3-e1=d b4-b3=d c5-a5=d
6	white c1 b2 d2 a3 e3 c5 | black e1 c2 d3 c4 a5 e5 | black to move | quiet 17	d	d3-d4=d c4-b4=d c4-d4=l
13	white d2 a3 b3 e3 c4 c5 | black c1 c2 d3 b4 a5 e5 | black to move | quiet 11	d	c1-a1=d c1-e1=d c2-b2=d d3-d4=d
0	white a1 c1 c2 d3 d4 e5 | black e1 b2 d2 e3 b4 c4 | white to move | quiet 14	l	a1-a3=l e5-c5=l
0	white b3 b4 c4 c5 | black a1 e1 b2 d2 d3 e3 | white to move | quiet 12 | ply 34	l	b3-a3=l c4-d4=l c5-a5=l c5-e5=l
0	white a1 c2 d2 a3 | black b2 b3 d3 b4 d4 c5 | white to move | quiet 4 | ply 40	l	a1-c1=l c2-c1=l a3-a5=l
10	white a1 e1 c2 a3 b3 c5 | black c1 b2 d3 b4 c4 a5 | black to move | quiet 5	w	d3-d2=w d3-e3=w d3-d4=w c4-d4=d
11	white a1 c1 e1 d2 | black e3 d4 c5 | white to move | quiet 1 | ply 33	w	a1-a3=w c1-c2=w d2-c2=w d2-d3=w
10	white a1 c1 d2 b3 b4 c5 | black e1 b2 c2 a3 d3 a5 | white to move | quiet 2	d	b4-c4=d c5-c4=l c5-e5=d
6	white a1 c1 d2 b3 e3 c5 | black e1 c2 a3 d3 d4 e5 | black to move | quiet 9	d	c2-b2=d a3-a5=d d4-c4=d
6	white a1 b3 c4 | black c1 d2 a3 e3 b4 d4 | white to move | quiet 2 | ply 25	l	b3-b2=l c4-c5=l
0	white b4 a5 e5 | black a1 e1 a3 b3 d3 c5 | white to move | quiet 52 | ply 93	l	b4-c4=l e5-e3=l
0	white e1 c2 b3 d4 | black c1 b2 a3 e3 c4 | black to move | quiet 41 | ply 96	w	c1-a1=w a3-a1=w a3-a5=w e3-d3=w e3-e5=w c4-b4=w c4-c5=w
6	white e1 b2 b3 d3 b4 c5 | black a1 d2 c4 d4 e5 | white to move | quiet 1 | ply 25	w	e1-c1=w e1-e3=w b2-c2=w b3-a3=w d3-e3=w c5-a5=w
0	white c1 d2 d3 b4 | black a1 b2 d4 c5 e5 | white to move | quiet 62 | ply 117	l	c1-e1=l c1-c2=l d2-c2=l d3-e3=l b4-b3=l b4-c4=l
1	white c1 c2 b3 | black a1 d2 d3 d4 a5 e5 | black to move | quiet 11 | ply 42	w	a1-a3=w d3-e3=w d4-c4=w a5-a3=w a5-c5=w e5-e3=w e5-c5=w
5	white e1 c2 e5 | black a1 b2 b3 e3 b4 c4 | white to move | quiet 2 | ply 33	l	e1-c1=l c2-c1=l c2-d2=l e5-c5=l
1	white c2 b3 e5 | black e1 d2 d3 b4 d4 c5 | black to move | quiet 3 | ply 24	w	e1-c1=w e1-e3=w d3-e3=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w
0	white e3 b4 a5 | black a1 c1 b2 d2 a3 c5 | white to move | quiet 38 | ply 79	l	e3-e1=l e3-d3=l e3-e5=l b4-b3=l b4-c4=l
0	white d2 d3 e3 c5 | black e1 c2 c4 d4 a5 | white to move | quiet 36 | ply 89	l	e3-e5=l c5-e5=l
10	white b2 d2 a3 b4 c4 c5 | black c2 b3 e3 d4 a5 e5 | black to move | quiet 1	w	c2-c1=w e3-e1=w e3-d3=w d4-d3=l
13	white e1 c2 d2 b4 a5 c5 | black a1 b2 b3 d3 c4 e5 | white to move | quiet 4	d	e1-c1=d e1-e3=d c2-c1=d a5-a3=d
0	white a1 d3 e3 b4 c4 d4 | black e1 a3 b3 a5 e5 | white to move	w	a1-c1=w d3-d2=w c4-c5=w
2	white a1 c2 b3 a5 | black b4 d4 c5 | white to move | quiet 2 | ply 27	w	a1-c1=l a1-a3=l c2-c1=l c2-b2=l c2-d2=l b3-b2=l b3-a3=w a5-a3=l
4	white c2 d2 e3 | black c1 b2 a3 b4 c4 d4 | white to move | ply 21	l	d2-d3=l e3-e1=l e3-d3=l e3-e5=l
11	white a1 b2 a5 c5 e5 | black c1 d2 a3 d3 d4 | white to move | ply 20	w	b2-c2=l b2-b3=l c5-c4=w e5-e3=w
7	white a1 d2 e3 b4 a5 c5 | black e1 b2 a3 d3 c4 e5 | black to move | quiet 15	d	e1-c1=d b2-c2=d b2-b3=d a3-b3=l d3-d4=d c4-d4=d
11	white a1 e1 c2 a5 c5 e5 | black c1 d2 a3 e3 d4 | white to move | quiet 4	d	c2-b2=d c5-c4=l
0	white e1 d2 e3 c4 c5 | black a1 c1 c2 b3 e5 | black to move | quiet 4 | ply 45	l	a1-a3=l c2-b2=l b3-b2=l b3-a3=l b3-b4=l
0	white a1 c2 a3 | black e1 b2 b3 e3 b4 c5 | white to move | quiet 8 | ply 73	l	a1-c1=l c2-c1=l c2-d2=l a3-a5=l
13	white c1 b2 d2 d4 a5 e5 | black c2 a3 b3 d3 c4 c5 | black to move | quiet 13	d	a3-a1=d b3-b4=d d3-e3=d c4-b4=d
6	white c1 c2 b3 d3 c4 a5 | black a1 d2 b4 d4 c5 e5 | black to move | quiet 15	d	a1-a3=d e5-e3=d
13	white a1 d2 b3 e3 c4 c5 | black c1 c2 b4 d4 a5 e5 | black to move | quiet 13	d	c1-e1=d c2-b2=d d4-d3=d a5-a3=d
11	white e1 a3 b3 d3 c4 c5 | black c1 d2 e3 b4 d4 a5 | black to move | quiet 31	d	c1-a1=d c1-c2=d d2-c2=d e3-e5=d
0	white a1 e1 d2 e3 c4 c5 | black c2 b3 d3 b4 d4 | black to move | quiet 10 | ply 26	w	c2-c1=l c2-b2=w b3-b2=l b3-a3=l
1	white b2 c2 d2 b3 b4 d4 | black a3 d3 e3 | white to move | quiet 5 | ply 25	w	c2-c1=w b4-c4=w d4-c4=w
2	white d2 a5 c5 | black b2 a3 e3 b4 c4 d4 | black to move | quiet 3 | ply 22	w	b2-c2=w b2-b3=w a3-a1=w a3-b3=w e3-e1=w e3-d3=w e3-e5=w b4-b3=w d4-d3=w
6	white c1 d2 a3 b3 e3 c5 | black e1 b2 d3 d4 a5 e5 | white to move | quiet 12	w	c1-a1=d c1-c2=d d2-c2=d a3-a1=d b3-b4=d c5-c4=w
7	white a1 c1 b3 d3 e3 c5 | black e1 c2 a3 c4 d4 a5 | black to move | quiet 15	d	c2-b2=d c2-d2=d c4-b4=d
0	white c2 b3 d3 e3 d4 a5 | black a1 e1 c4 | black to move | quiet 68 | ply 104	l	a1-c1=l a1-a3=l e1-c1=l c4-b4=l c4-c5=l
0	white c1 e1 a3 b3 c5 | black a1 d2 b4 c4 d4 e5 | white to move | quiet 4	l	c1-c2=l e1-e3=l a3-a5=l b3-b2=l c5-a5=l
1	white a1 c2 d3 b4 c5 | black e1 d2 b3 e3 c4 e5 | black to move | quiet 1	w	e1-c1=w b3-b2=w b3-a3=w c4-d4=w
1	white e3 c4 a5 | black b2 b3 d3 b4 d4 c5 | white to move | ply 33	l	e3-e1=l e3-e5=l a5-a3=l
0	white c1 c2 d2 c4 | black a1 a3 d3 e3 a5 | white to move | quiet 6 | ply 59	d	c1-e1=l c2-b2=d c4-b4=l c4-d4=l c4-c5=l
0	white a1 d2 e3 a5 c5 e5 | black c1 c4 d4 | black to move | quiet 16 | ply 60	l	c1-e1=l c1-c2=l c4-b4=l d4-d3=l
7	white e1 c2 b3 e3 c4 c5 | black c1 b2 d2 b4 d4 e5 | black to move | quiet 21	d	c1-a1=d d2-d3=d d4-d3=d
14	white c1 b2 d3 b4 a5 c5 | black e1 c2 a3 b3 d4 e5 | black to move | quiet 7	d	e1-e3=d c2-d2=d a3-a1=d d4-c4=d e5-e3=d
10	white b2 d3 b4 | black e1 c2 b3 e3 e5 | black to move | quiet 1 | ply 27	w	e1-c1=w c2-c1=w c2-d2=w b3-a3=w e5-c5=w
1	white e1 b2 b3 | black d2 a3 d3 d4 a5 e5 | white to move | quiet 16 | ply 47	l	e1-c1=l e1-e3=l b2-c2=l b3-b4=l
14	white a1 c1 b2 d3 c4 e5 | black c2 a3 e3 b4 d4 c5 | black to move | quiet 21	d	c2-d2=d a3-b3=d a3-a5=d e3-e1=d b4-b3=d c5-a5=d
1	white b2 c2 d2 b3 b4 c5 | black a3 d4 e5 | white to move | quiet 1 | ply 21	w	c2-c1=w d2-d3=w b4-c4=w c5-c4=w c5-a5=w
0	white c1 d2 a3 | black e1 b2 b3 b4 a5 c5 | black to move | quiet 3 | ply 68	w	e1-e3=w b2-c2=w b4-c4=w c5-c4=w c5-e5=w
0	white e1 d3 e3 c4 c5 | black a1 c1 c2 a3 e5 | black to move | quiet 6 | ply 47	w	c2-b2=l c2-d2=l a3-b3=l a3-a5=w
10	white c1 c2 a3 e3 d4 c5 | black a1 b2 b3 d3 c4 e5 | black to move | quiet 5	w	b3-b4=l d3-d2=w c4-b4=w
0	white e1 d2 a3 b3 c4 c5 | black a1 c1 b2 c2 e3 d4 | white to move | quiet 62	w	d2-d3=l a3-a5=w b3-b4=w c4-b4=d c5-a5=w c5-e5=w
0	white b2 a3 b3 d3 e3 d4 | black a1 c2 c5 | white to move | quiet 45 | ply 81	w	a3-a5=w b3-b4=w d3-d2=w e3-e1=w e3-e5=w d4-c4=w
7	white a1 b2 b3 c4 d4 | black e1 c2 e5 | white to move | quiet 3 | ply 28	w	a1-c1=w a1-a3=w b3-a3=w b3-b4=w c4-b4=w c4-c5=w d4-d3=w
0	white e3 c4 a5 | black a1 c1 c2 a3 b4 c5 | white to move | quiet 32 | ply 73	l	e3-e1=l e3-d3=l e3-e5=l c4-d4=l
0	white e1 d2 b3 b4 a5 c5 | black a1 c1 c2 a3 d3 d4 | black to move | quiet 5	d	c2-b2=l d3-e3=d d4-c4=l
0	white e1 a3 b3 c4 d4 | black a1 b2 c2 d3 e5 | white to move | quiet 12 | ply 30	w	e1-c1=l e1-e3=l a3-a5=l b3-b4=w c4-b4=l c4-c5=l
7	white c2 b3 d3 e3 c4 a5 | black e1 b2 a3 d4 c5 e5 | black to move | quiet 11	d	e1-c1=d a3-a1=d
7	white a1 c1 b3 d3 e3 c5 | black e1 c2 a3 b4 c4 a5 | black to move | quiet 7	d	c2-b2=d c2-d2=d c4-d4=d
13	white c1 a3 b3 d3 d4 c5 | black a1 c2 e3 c4 a5 e5 | white to move | quiet 10	w	c1-e1=w b3-b2=w b3-b4=w d3-d2=d
11	white c1 b2 a3 d3 e3 c4 | black a1 e1 c2 b3 d4 c5 | white to move | quiet 8	d	a3-a5=d d3-d2=d e3-e5=d c4-b4=d
0	white e1 b2 d2 b4 d4 a5 | black c2 b3 d3 | black to move | quiet 12 | ply 48	l	c2-c1=l b3-a3=l d3-e3=l
1	white c1 d2 a3 c4 e5 | black b2 b3 d3 b4 d4 c5 | white to move | quiet 10	d	c1-a1=l c1-e1=l c1-c2=l d2-c2=d a3-a1=l a3-a5=l e5-e3=l
10	white c1 b2 d2 b4 c4 d4 | black a1 c2 b3 d3 a5 | white to move	d	c1-e1=d c4-c5=l
7	white a1 b2 a3 b4 d4 | black e1 c2 e3 c4 e5 | black to move | quiet 1 | ply 17	l	e1-c1=l c2-c1=l c2-d2=l e3-d3=l c4-c5=l e5-c5=l
13	white a1 d2 b3 e3 c4 c5 | black c1 c2 a3 d3 b4 e5 | black to move | quiet 5	d	c1-e1=d c2-b2=d a3-a5=d d3-d4=d
5	white c2 a3 e3 b4 c4 | black e1 b2 d2 d3 d4 c5 | black to move | quiet 9 | ply 38	w	e1-c1=w b2-b3=w c5-a5=w c5-e5=w
6	white a1 e1 d2 b3 d4 a5 | black c1 b2 c2 a3 b4 c5 | black to move | quiet 3	l	b4-c4=l c5-c4=l c5-e5=l
7	white c2 a3 d3 e3 b4 c5 | black c1 b2 d2 b3 d4 e5 | white to move | quiet 10	d	a3-a1=d a3-a5=d e3-e1=d b4-c4=d c5-c4=d c5-a5=d
0	white b4 a5 e5 | black a1 e1 c2 a3 d3 c5 | white to move | quiet 16 | ply 57	l	b4-b3=l b4-c4=l e5-e3=l
0	white e1 c2 d3 c5 | black c1 a3 c4 d4 a5 | white to move | quiet 64 | ply 117	l	e1-e3=l c2-b2=l c2-d2=l d3-d2=l d3-e3=l c5-e5=l
8	white c1 b2 c2 d3 b4 c4 | black a1 e1 d2 b3 d4 a5 | white to move	l	d3-e3=l c4-c5=l
5	white a1 e1 b3 e3 b4 e5 | black c1 d3 a5 | black to move | quiet 4 | ply 34	l	c1-c2=l d3-d2=l d3-d4=l a5-a3=l a5-c5=l
12	white c2 a3 b3 d3 d4 e5 | black a1 d2 e3 b4 c4 a5 | white to move | quiet 14	d	c2-c1=d c2-b2=l b3-b2=d e5-c5=d
0	white b2 b3 d3 d4 c5 e5 | black a1 c2 c4 | white to move | quiet 63 | ply 99	w	b3-a3=w b3-b4=w d3-d2=w d3-e3=w c5-a5=w e5-e3=w
0	white b2 d3 e3 e5 | black c1 a3 c4 d4 a5 | black to move | quiet 57 | ply 110	w	c1-a1=w c1-e1=w c1-c2=l a3-a1=l a3-b3=w c4-b4=w c4-c5=w a5-c5=w
2	white a1 e1 d2 e3 d4 a5 | black c2 c4 c5 | black to move | quiet 2 | ply 24	l	c2-c1=l c2-b2=l c4-b4=l c5-e5=l
5	white a1 e1 b2 b3 e3 e5 | black c1 d2 d3 a5 | black to move | quiet 8 | ply 25	l	c1-c2=l d2-c2=l d3-d4=l a5-a3=l a5-c5=l
6	white c1 b2 d2 a3 e3 c5 | black e1 c2 b4 c4 a5 e5 | white to move | quiet 26	d	c1-a1=d b2-b3=d d2-d3=d a3-a1=d a3-b3=d e3-d3=d
0	white e1 d3 e3 c5 | black a1 c1 a3 a5 e5 | white to move | ply 55	l	d3-d2=l d3-d4=l c5-c4=l
0	white c1 d2 e3 d4 c5 | black a1 a3 b3 c4 a5 e5 | black to move | quiet 15	w	b3-b2=w b3-b4=w c4-b4=l
0	white c1 c2 e3 | black d2 a3 b3 d4 c5 | black to move | quiet 35 | ply 169	w	d2-d3=w a3-a1=w a3-a5=w b3-b2=w b3-b4=w d4-d3=w d4-c4=w c5-c4=w c5-a5=l c5-e5=w
1	white e1 b2 e3 a5 c5 e5 | black a1 a3 d3 | white to move | quiet 1 | ply 19	w	e1-c1=w b2-c2=w b2-b3=w c5-c4=w
5	white a3 b3 e3 c5 e5 | black a1 c1 e1 b2 c2 a5 | white to move	l	b3-b4=l e3-d3=l c5-c4=l
5	white c2 a3 b3 c4 e5 | black c1 b2 d2 d3 d4 c5 | white to move | quiet 14 | ply 43	l	a3-a1=l a3-a5=l b3-b4=l c4-b4=l e5-e3=l
0	white c1 d2 e3 c4 | black a1 b3 d4 c5 e5 | black to move | quiet 65 | ply 120	w	a1-a3=w b3-b2=w b3-a3=w b3-b4=w d4-d3=w c5-a5=w
0	white e1 d2 b4 a5 c5 e5 | black b2 d3 d4 | black to move | ply 44	l	b2-c2=l b2-b3=l d3-e3=l d4-c4=l
0	white e1 c2 b4 d4 | black c1 b2 b3 c5 e5 | black to move | quiet 35 | ply 90	w	c1-a1=w b3-a3=w c5-c4=l c5-a5=w e5-e3=w
1	white a1 e1 b3 d3 c4 a5 | black c1 b2 e3 d4 c5 | black to move | quiet 5	l	c1-c2=l b2-c2=l e3-e5=l c5-e5=l
0	white b3 a5 c5 e5 | black b2 c2 d2 | white to move | ply 55	w	b3-a3=w b3-b4=w a5-a3=w c5-c4=w e5-e3=w
7	white c2 a3 d3 e3 c4 c5 | black c1 b2 d2 b3 d4 e5 | black to move | quiet 11	d	c1-a1=d c1-e1=d b3-b4=d
5	white c4 a5 e5 | black b2 c2 d2 d3 d4 c5 | white to move | ply 51	l	c4-b4=l a5-a3=l e5-e3=l
5	white a1 e1 b2 e3 b4 e5 | black c1 b3 d3 | white to move | quiet 7 | ply 37	w	a1-a3=w b2-c2=w b4-c4=w e5-c5=w
0	white a1 d2 e3 a5 c5 e5 | black c2 c4 d4 | white to move | quiet 17 | ply 61	w	a1-c1=w a1-a3=w d2-d3=w e3-e1=w e3-d3=w a5-a3=w
12	white c1 c2 d4 c5 | black e1 b2 b3 d3 c4 e5 | white to move | quiet 2 | ply 24	l	c1-a1=l c2-d2=l c5-a5=l
8	white e1 c2 d3 | black b2 b4 d4 a5 c5 e5 | white to move | ply 21	l	e1-c1=l e1-e3=l c2-c1=l c2-d2=l d3-d2=l d3-e3=l
0	white d2 b4 e5 | black a1 b2 c4 d4 a5 | black to move | quiet 87 | ply 221	w	a1-c1=w a1-a3=w b2-c2=w b2-b3=w c4-c5=w d4-d3=w a5-a3=w a5-c5=w
11	white c1 b2 d3 e3 c4 a5 | black a1 e1 c2 b3 d4 e5 | white to move | quiet 10	d	d3-d2=d c4-b4=d c4-c5=d a5-a3=d a5-c5=d
10	white c1 e1 a3 d3 b4 | black b2 c2 d2 b3 a5 e5 | black to move | quiet 1 | ply 16	l	a5-c5=l e5-e3=l e5-c5=l
5	white a1 c2 d2 b3 a5 | black e1 b2 b4 c4 d4 e5 | black to move | quiet 5	w	e1-c1=w e1-e3=d c4-c5=w d4-d3=w e5-e3=d e5-c5=d
0	white c1 e1 b3 | black a3 b4 c4 d4 e5 | black to move | quiet 5 | ply 139	w	a3-a1=w a3-a5=w c4-c5=w d4-d3=w e5-e3=w e5-c5=w
0	white a1 c1 d2 a5 c5 e5 | black c2 c4 d4 | white to move | quiet 13 | ply 57	w	a1-a3=w c1-e1=w d2-d3=w a5-a3=w e5-e3=w
7	white e1 b2 c2 c4 a5 | black c1 d2 a3 b3 d3 d4 | black to move | quiet 1 | ply 48	w	c1-a1=d a3-a1=d b3-b4=d d3-e3=w
0	white e1 d2 e3 b4 c4 c5 | black a1 c1 b2 b3 e5 | white to move | quiet 14	w	d2-c2=w d2-d3=w e3-d3=w c4-d4=w c5-a5=w
0	white e1 d2 b3 b4 a5 c5 | black a1 c1 b2 c2 d3 d4 | black to move | quiet 41	l	a1-a3=l d3-e3=l d4-c4=l
0	white a1 c2 d3 d4 a5 e5 | black e1 b2 d2 b3 e3 c5 | black to move | quiet 3	w	e1-c1=d b3-a3=d b3-b4=l c5-c4=w
5	white a1 e1 b2 d3 b4 c5 | black c1 c2 b3 e3 d4 a5 | black to move | quiet 7	d	c2-d2=d b3-a3=d e3-e5=d d4-c4=d a5-a3=d
1	white a3 b3 e3 | black a1 d2 d3 d4 a5 e5 | white to move | quiet 22 | ply 53	l	b3-b2=l b3-b4=l e3-e1=l
0	white e1 c2 b3 | black a3 b4 c4 d4 e5 | white to move | quiet 4 | ply 138	l	e1-c1=l e1-e3=l c2-c1=l c2-b2=l c2-d2=l b3-b2=l
12	white a1 c2 d4 c5 | black e1 b2 b3 d3 c4 e5 | black to move | quiet 3 | ply 25	w	e1-c1=w e1-e3=w b3-a3=w b3-b4=w d3-d2=w d3-e3=w c4-b4=w e5-e3=w
0	white c1 c2 c4 c5 | black a1 b2 b3 a5 e5 | black to move | quiet 19 | ply 74	w	a1-a3=w b3-a3=w b3-b4=w a5-a3=w e5-e3=w
7	white c2 a3 d3 e3 b4 c5 | black c1 b2 d2 b3 c4 e5 | black to move | quiet 9	d	c1-a1=d c1-e1=d c4-d4=d
1	white c1 e1 a3 d3 c4 a5 | black b2 d4 c5 e5 | black to move | quiet 2 | ply 23	l	b2-c2=l b2-b3=l e5-e3=l
11	white c1 a3 b3 d3 c4 c5 | black a1 d2 b4 d4 a5 e5 | white to move | quiet 34	d	c1-e1=d c1-c2=d b3-b2=d d3-e3=d
0	white e1 d3 b4 a5 c5 e5 | black b2 e3 c4 | white to move | quiet 3 | ply 47	w	e1-c1=w d3-d2=w d3-d4=w b4-b3=w a5-a3=w
9	white a1 b2 d2 d3 d4 | black b3 a5 c5 | black to move | ply 27	l	b3-a3=l b3-b4=l a5-a3=l c5-c4=l c5-e5=l
7	white c2 b3 d3 e3 c4 a5 | black c1 b2 d2 b4 d4 e5 | white to move | quiet 16	d	b3-a3=d e3-e1=d c4-c5=d a5-a3=d a5-c5=d
7	white c1 a3 e3 c4 c5 e5 | black a1 e1 c2 b3 b4 a5 | white to move	l	e3-d3=l c4-d4=l
1	white e1 b2 d2 | black a1 c2 a3 a5 c5 e5 | black to move | quiet 1 | ply 24	w	a1-c1=w c2-c1=w a3-b3=w c5-c4=w e5-e3=w
0	white b4 a5 e5 | black c1 e1 a3 b3 d3 c5 | black to move | quiet 55 | ply 96	w	c1-a1=w c1-c2=w e1-e3=w a3-a1=w b3-b2=w d3-d2=w d3-e3=w d3-d4=w c5-c4=w
5	white c1 b2 d2 d3 d4 c5 | black c2 b3 a5 e5 | black to move | quiet 2 | ply 31	l	b3-a3=l b3-b4=l a5-a3=l e5-e3=l
0	white a1 c1 d2 a3 | black b2 b3 d3 b4 d4 a5 | white to move | quiet 10 | ply 46	l	c1-e1=l c1-c2=l d2-c2=l
7	white a1 c1 b3 d3 e3 c5 | black e1 c2 a3 b4 d4 a5 | white to move | quiet 12	d	b3-b2=d d3-d2=d e3-e5=d c5-c4=d c5-e5=l
12	white e1 c2 a3 b3 d3 c4 | black a1 d2 b4 d4 a5 e5 | black to move | quiet 21	d	a1-c1=d a5-c5=d e5-e3=d e5-c5=d
0	white e1 b3 d3 a5 c5 e5 | black b2 e3 c4 | black to move | quiet 4 | ply 48	l	b2-c2=l c4-b4=l c4-d4=l
7	white a1 e1 c2 b3 e3 c5 | black c1 b2 d2 c4 d4 e5 | white to move | quiet 34	w	a1-a3=l b3-a3=w b3-b4=l e3-d3=w c5-a5=w
0	white e1 d2 a3 b4 c4 a5 | black a1 c1 b2 c2 e3 d4 | white to move | quiet 30	w	d2-d3=l a3-b3=d b4-b3=w c4-c5=d a5-c5=w
5	white e1 b2 d2 a3 b4 c5 | black a1 c2 b3 d4 a5 e5 | black to move | quiet 47	d	a1-c1=d c2-c1=d d4-d3=d d4-c4=d e5-e3=d
7	white a1 c1 b3 d3 c5 e5 | black e1 c2 a3 b4 d4 a5 | black to move | quiet 13	d	e1-e3=d c2-b2=d c2-d2=d b4-c4=d d4-c4=d
9	white c1 b2 d2 b4 d4 c5 | black a1 e1 c2 b3 d3 c4 | white to move | quiet 4	l	c5-a5=l c5-e5=l
2	white d3 a5 c5 | black b2 b3 e3 b4 c4 d4 | black to move | quiet 1 | ply 20	w	b2-c2=w b3-a3=w e3-e1=w e3-e5=w
0	white e1 d2 b3 b4 c4 a5 | black a1 c1 b2 c2 d3 d4 | white to move | quiet 40	w	e1-e3=l b3-a3=w c4-c5=w a5-a3=d a5-c5=d
3	white b2 b3 c5 | black a1 c1 e1 e3 a5 e5 | black to move | quiet 1 | ply 20	w	a1-a3=w c1-c2=w e3-d3=w a5-a3=w
11	white e1 b2 a3 d3 c4 c5 | black c1 d2 b3 e3 d4 a5 | black to move | quiet 29	d	c1-a1=d c1-c2=d d2-c2=d b3-b4=d e3-e5=d
5	white a3 b3 a5 c5 | black a1 c1 e1 d3 b4 e5 | black to move | quiet 1 | ply 23	w	c1-c2=w e1-e3=w d3-d2=w d3-e3=w d3-d4=w b4-c4=w e5-e3=w
8	white c1 e1 b2 d2 a3 c4 | black a1 c2 d3 e3 b4 e5 | white to move | quiet 4	d	b2-b3=d a3-b3=d a3-a5=d c4-d4=d c4-c5=d
0	white d2 d3 c4 e5 | black e1 c2 a3 b3 d4 | black to move | quiet 43 | ply 96	w	e1-c1=w e1-e3=w c2-c1=w c2-b2=w a3-a1=w a3-a5=w b3-b2=w b3-b4=w
7	white e1 b2 c2 b4 a5 e5 | black c1 d2 a3 b3 e3 d4 | white to move | quiet 32	l	b4-c4=l a5-c5=l e5-c5=l
13	white a1 c2 b3 e3 c4 a5 | black e1 b2 d2 a3 d3 c5 | white to move | quiet 10	d	a1-c1=d c2-c1=l b3-b4=d e3-e5=d c4-b4=l c4-d4=d
13	white c2 d3 e3 b4 a5 c5 | black c1 d2 a3 b3 d4 e5 | white to move | quiet 2	d	c2-b2=d e3-e1=d b4-c4=d c5-c4=d
13	white c1 a3 b3 d3 d4 c5 | black a1 c2 e3 c4 a5 e5 | white to move | quiet 22	w	c1-e1=w b3-b2=w b3-b4=w d3-d2=d
13	white e1 a3 b3 d3 c4 c5 | black a1 b2 e3 b4 a5 e5 | white to move | quiet 6	w	e1-c1=w d3-d2=d d3-d4=d c4-d4=d
0	white c1 c2 d3 c4 | black a1 b2 b3 a5 e5 | white to move | quiet 14 | ply 69	l	c1-e1=l c2-d2=l d3-d2=l d3-e3=l d3-d4=l c4-b4=l c4-d4=l c4-c5=l
0	white d2 e3 a5 e5 | black c1 b2 a3 d4 c5 | black to move | quiet 25 | ply 78	w	c1-a1=w c1-e1=w c1-c2=w b2-c2=w b2-b3=w a3-a1=w a3-b3=w d4-d3=w d4-c4=w c5-c4=w
0	white e1 b2 d2 b4 d4 c5 | black c1 a3 e3 | black to move | quiet 26 | ply 62	l	c1-a1=l c1-c2=l a3-a1=l a3-b3=l a3-a5=l e3-d3=l e3-e5=l
3	white b2 e3 b4 e5 | black a1 c1 e1 b3 c4 c5 | white to move | ply 22	l	b2-c2=l e3-d3=l
11	white c1 e1 b2 d2 b3 | black c2 d3 b4 a5 c5 e5 | white to move | ply 17	l	c1-a1=l e1-e3=l b3-a3=l
10	white a1 c1 b3 d3 c4 c5 | black e1 b2 d2 a3 d4 a5 | white to move | quiet 6	d	c1-c2=d b3-b4=d d3-e3=d c4-b4=d c5-e5=d
5	white a1 b2 d2 a3 a5 | black e1 b4 c4 d4 e5 | black to move | quiet 6 | ply 27	w	e1-c1=l e1-e3=l b4-b3=w c4-c5=w d4-d3=w e5-e3=l e5-c5=l
13	white a1 b2 d2 e3 c4 c5 | black c1 c2 a3 b4 d4 e5 | black to move | quiet 19	d	c1-e1=d a3-b3=d a3-a5=d b4-b3=d d4-d3=d
0	white c1 b2 e5 | black a1 d2 d4 a5 c5 | white to move | quiet 44 | ply 178	l	c1-e1=l c1-c2=l b2-c2=l b2-b3=l e5-e3=l
7	white c1 a3 d3 e3 c4 a5 | black a1 e1 c2 d4 c5 e5 | black to move | quiet 7	d	c2-b2=d c2-d2=l
9	white b2 c2 a3 b4 d4 c5 | black c1 d2 b3 c4 a5 e5 | white to move	d	a3-a1=l d4-d3=d
0	white a1 c2 a3 e3 | black e1 b2 b3 c4 a5 c5 | white to move | quiet 24 | ply 60	l	a1-c1=l c2-c1=l c2-d2=l e3-d3=l e3-e5=l
5	white e1 b2 d3 b4 c5 e5 | black c1 c2 d2 b3 e3 d4 | black to move | quiet 1	d	c1-a1=l b3-a3=d d4-c4=d
13	white a1 c1 b2 d3 b4 c5 | black e1 d2 a3 b3 d4 a5 | white to move | quiet 2	d	c1-c2=d b2-c2=d d3-e3=d b4-c4=d c5-c4=d c5-e5=d
1	white e1 c4 a5 | black b2 d2 b3 b4 d4 c5 | white to move | quiet 6 | ply 39	l	e1-c1=l e1-e3=l a5-a3=l
13	white b2 d3 e3 b4 a5 c5 | black e1 d2 a3 b3 d4 e5 | white to move | quiet 4	d	b2-c2=d b4-c4=l c5-c4=l
0	white c1 e1 b2 a5 c5 | black a1 d2 e3 b4 c4 d4 | black to move | quiet 7	w	a1-a3=w d2-c2=w d2-d3=w e3-d3=w e3-e5=w b4-b3=w d4-d3=w
0	white e1 c2 b4 c4 a5 c5 | black a1 c1 b2 b3 d3 d4 | white to move | quiet 12	w	e1-e3=w c2-d2=w a5-a3=w c5-e5=w
0	white e1 b3 a5 c5 e5 | black c1 b2 d2 | black to move | quiet 8 | ply 53	l	c1-a1=l c1-c2=l b2-c2=l d2-c2=l d2-d3=l
6	white d2 d4 c5 e5 | black a1 b2 b3 d3 b4 a5 | black to move | quiet 1 | ply 23	w	a1-c1=w a1-a3=w b2-c2=w b3-a3=w d3-e3=w b4-c4=w a5-a3=w
7	white e1 b2 c2 b4 a5 | black c1 d2 a3 b3 d3 d4 | white to move | ply 47	l	e1-e3=l b4-c4=l a5-c5=l
10	white a1 e1 b2 d2 b3 | black c1 e3 b4 d4 a5 c5 | white to move | quiet 2 | ply 17	l	a1-a3=l b2-c2=l d2-c2=l d2-d3=l b3-a3=l
0	white b2 b3 d3 d4 a5 e5 | black a1 d2 c5 | black to move | quiet 48 | ply 84	l	a1-c1=l a1-a3=l d2-c2=l c5-c4=l
0	white a1 c2 a3 d3 d4 e5 | black e1 d2 b3 e3 b4 c5 | white to move | quiet 18	d	a1-c1=d c2-c1=l c2-b2=d a3-a5=d d4-c4=d
7	white c2 b3 d3 e3 c4 c5 | black c1 b2 d2 b4 d4 e5 | black to move | quiet 13	d	c1-a1=d c1-e1=l
11	white c1 a3 d3 e3 c4 c5 | black e1 c2 b4 d4 a5 e5 | white to move | quiet 56	d	c1-a1=d a3-a1=l a3-b3=d d3-d2=d
9	white c1 b2 b4 d4 c5 | black c2 b3 d3 e3 | white to move | quiet 3 | ply 25	w	c1-a1=w c1-e1=w b4-c4=w d4-c4=l c5-c4=w c5-a5=w c5-e5=w
2	white c1 b2 d2 b3 e3 b4 | black d3 d4 c5 | black to move | quiet 2 | ply 22	l	d4-c4=l c5-c4=l c5-a5=l c5-e5=l
7	white a1 e1 c2 b3 e3 c4 | black c1 b2 d2 b4 d4 e5 | white to move | quiet 32	w	a1-a3=d b3-a3=d e3-d3=d c4-c5=w
10	white c1 b2 d3 b4 | black e1 c2 b3 e3 e5 | black to move | quiet 1 | ply 22	w	c2-d2=w b3-a3=w e5-c5=w
0	white d2 d3 e3 a5 | black c1 c2 a3 c4 d4 | black to move | quiet 33 | ply 86	w	c1-a1=w c1-e1=w c2-b2=w a3-a1=w a3-b3=w c4-b4=w c4-c5=w
5	white c1 c2 d2 a3 b3 | black e1 b2 e3 b4 c4 d4 | white to move | quiet 2	l	c1-a1=l d2-d3=l a3-a1=l a3-a5=l
0	white a3 d3 b4 c4 d4 e5 | black c1 c2 d2 b3 c5 | black to move | quiet 1	d	c1-a1=d c1-e1=d c2-b2=d b3-b2=l c5-a5=l
14	white a1 c1 e1 b3 a5 | black b4 c4 d4 | black to move | ply 27	l	c4-c5=l d4-d3=l
0	white a1 e1 c2 c4 d4 | black c1 b2 d2 a3 b4 c5 | white to move | quiet 10	l	e1-e3=l d4-d3=l
6	white e1 b2 a3 d3 b4 c5 | black c1 d2 c4 d4 a5 e5 | white to move | quiet 10	w	e1-e3=w b2-c2=w b2-b3=w a3-a1=d a3-b3=w d3-e3=w b4-b3=d
11	white c1 e1 b2 d2 b3 c4 | black c2 a3 d3 b4 c5 e5 | black to move | quiet 3	w	a3-a1=d a3-a5=w d3-e3=w d3-d4=w c5-a5=d e5-e3=w
6	white a1 d2 b3 d3 d4 a5 | black e1 b2 c2 c5 | black to move | quiet 2 | ply 25	l	e1-c1=l e1-e3=l c2-c1=l c5-c4=l c5-e5=l
6	white c1 d2 a3 b3 e3 c5 | black e1 c2 b4 d4 a5 e5 | white to move | quiet 24	d	c1-a1=d d2-d3=d a3-a1=d b3-b2=d e3-d3=d c5-c4=d
0	white e1 a3 d3 a5 c5 e5 | black c2 e3 d4 | white to move | quiet 7 | ply 51	w	e1-c1=w a3-a1=w a3-b3=w d3-d2=w c5-c4=w
13	white a1 c1 b2 d3 b4 c5 | black e1 d2 a3 b3 d4 a5 | white to move | quiet 6	d	c1-c2=d b2-c2=d d3-e3=d b4-c4=d c5-c4=d c5-e5=d
7	white a1 e1 c2 a3 e3 a5 | black b2 d3 b4 e5 | black to move | ply 55	l	b2-b3=l d3-d2=l d3-d4=l b4-b3=l b4-c4=l e5-c5=l
0	white c1 b2 d3 d4 c5 | black a1 e1 a3 b3 c4 | white to move | quiet 25 | ply 40	w	c1-c2=w b2-c2=w d3-d2=w d3-e3=l c5-a5=w c5-e5=l
0	white b2 c2 e3 d4 c5 e5 | black c1 d2 c4 | black to move | quiet 56 | ply 92	l	c1-a1=l c1-e1=l d2-d3=l c4-b4=l
5	white c1 d2 e5 | black a1 b2 a3 e3 b4 c4 | black to move | quiet 5 | ply 36	w	b2-c2=w b2-b3=w a3-b3=w a3-a5=w e3-e1=w e3-d3=w b4-b3=w c4-d4=w c4-c5=w
0	white b2 b3 d3 d4 c5 e5 | black a1 d2 c4 | black to move | quiet 62 | ply 98	l	a1-c1=l a1-a3=l d2-c2=l c4-b4=l
14	white e1 b2 d3 c4 a5 c5 | black c2 a3 e3 b4 d4 e5 | black to move | quiet 11	d	c2-c1=d c2-d2=d a3-a1=d a3-b3=d b4-b3=d
11	white c1 b3 d3 e3 c4 c5 | black a1 e1 c2 b4 d4 e5 | black to move | quiet 13	d	a1-a3=d c2-b2=d c2-d2=d
0	white a3 b4 c4 d4 c5 | black c1 b2 c2 d2 a5 | white to move | ply 18	w	a3-a1=l a3-b3=l b4-b3=w d4-d3=w c5-e5=l
0	white e1 b2 e5 | black a1 c2 d4 a5 c5 | white to move | quiet 46 | ply 180	l	e1-c1=l e1-e3=l b2-b3=l e5-e3=l
0	white e1 c2 d4 c5 | black a1 b2 c4 a5 e5 | black to move | quiet 23 | ply 78	w	a1-c1=w a1-a3=w b2-b3=w c4-b4=w a5-a3=w e5-e3=w
1	white b2 c2 d2 b3 c4 | black c1 a3 a5 c5 | white to move | quiet 2	w	d2-d3=w b3-b4=w c4-b4=w c4-d4=w
1	white e1 b2 d2 | black c1 c2 a3 a5 c5 e5 | white to move | quiet 2 | ply 25	l	e1-e3=l b2-b3=l d2-d3=l
0	white e1 d2 d3 d4 c5 | black a1 c1 c2 a5 e5 | black to move | ply 41	w	a1-a3=w c2-b2=l a5-a3=l e5-e3=l
3	white c1 e1 c2 | black a1 a3 e3 a5 c5 e5 | white to move | ply 19	l	c2-b2=l c2-d2=l
11	white c2 a3 b3 d3 c4 c5 | black a1 b2 b4 d4 a5 e5 | black to move | quiet 39	d	a1-c1=d e5-e3=d
7	white d2 d4 c5 e5 | black a1 e1 b2 a3 b4 a5 | black to move | quiet 1 | ply 19	w	a1-c1=w e1-c1=w e1-e3=w b2-c2=w b2-b3=w a3-b3=w b4-b3=w b4-c4=w
0	white b3 b4 a5 | black e1 b2 d2 a3 d3 d4 | white to move | ply 41	l	b4-c4=l a5-c5=l
6	white e1 b2 a3 d3 b4 c5 | black a1 d2 c4 d4 e5 | black to move | quiet 2 | ply 26	l	a1-c1=l d2-c2=l e5-e3=l
0	white e1 c2 a3 b4 c4 e5 | black a1 c1 b2 b3 e3 d4 | black to move | quiet 15	l	e3-d3=l d4-d3=l
0	white e1 d2 c5 | black c1 b3 c4 d4 a5 | white to move | quiet 4 | ply 124	l	e1-e3=l d2-c2=l d2-d3=l c5-e5=l
0	white a1 e1 d2 a3 a5 e5 | black c1 c2 d3 b4 c5 | black to move | ply 16	d	c2-b2=l d3-e3=l d3-d4=l b4-b3=d b4-c4=l c5-c4=l
11	white c1 b2 d3 e3 c4 c5 | black a1 e1 c2 b3 d4 e5 | black to move | quiet 11	d	a1-a3=d c2-d2=d b3-a3=d b3-b4=d
0	white b4 a5 e5 | black c1 e1 a3 b3 d3 c5 | black to move | quiet 51 | ply 92	w	c1-a1=w c1-c2=w e1-e3=w a3-a1=w b3-b2=w d3-d2=w d3-e3=w d3-d4=w c5-c4=w
10	white d2 e3 b4 c4 d4 | black a1 c1 b3 | white to move | quiet 3 | ply 28	w	d2-c2=w d2-d3=w e3-e1=w e3-d3=w e3-e5=w c4-c5=w d4-d3=w
0	white c1 d3 e3 c4 c5 | black a1 c2 a3 b4 a5 e5 | white to move | quiet 8	l	c1-e1=l d3-d2=l d3-d4=l e3-e1=l c4-d4=l
4	white a1 e1 c2 a3 c5 e5 | black b2 b3 d3 e3 | white to move | quiet 4	w	a1-c1=w e1-c1=w c2-c1=w c2-d2=w a3-a5=w c5-c4=w c5-a5=w
5	white a1 e1 b2 b3 e3 e5 | black c1 d4 a5 | white to move | quiet 1 | ply 31	w	a1-a3=w b2-c2=w b3-a3=w b3-b4=w e3-d3=w e5-c5=w
9	white c1 b2 d3 b4 c5 | black e1 c2 b3 e3 e5 | black to move | quiet 1 | ply 17	l	c2-d2=l b3-a3=l
13	white a1 c2 b3 d3 e3 c4 | black b2 d2 a3 b4 c5 | white to move | quiet 10	w	a1-c1=w c2-c1=w d3-d4=w e3-e1=w e3-e5=w c4-d4=w
6	white a1 d2 b3 d3 d4 a5 | black e1 b2 e5 | white to move | quiet 3 | ply 31	w	a1-c1=w a1-a3=w d2-c2=w b3-a3=w b3-b4=w d3-e3=w d4-c4=w a5-a3=w a5-c5=w
0	white e1 d3 e3 d4 c5 | black a1 c2 a3 c4 a5 e5 | black to move | quiet 23	w	a1-c1=w c2-c1=w c2-b2=w c2-d2=w a3-b3=w c4-b4=w
11	white a1 b3 a5 c5 e5 | black c1 c2 e3 | black to move | quiet 2 | ply 31	l	c1-e1=l c2-b2=l c2-d2=l e3-e1=l e3-d3=l
9	white c1 b2 a3 e3 b4 c5 | black a1 c2 b3 c4 a5 e5 | black to move | quiet 5	d	c2-d2=d c4-d4=d
4	white a1 e1 a3 e3 d4 | black c1 d3 b4 a5 c5 e5 | black to move | quiet 1 | ply 16	w	c1-c2=w d3-d2=w b4-b3=w b4-c4=w c5-c4=w
2	white b2 a3 a5 | black a1 c1 e1 e3 b4 e5 | black to move | quiet 1 | ply 20	w	c1-c2=w e3-d3=w b4-b3=w b4-c4=w e5-c5=w
4	white b2 b3 d3 e3 b4 c4 | black c1 d2 c5 e5 | black to move | quiet 1	l	c1-a1=l c1-e1=l c1-c2=l d2-c2=l c5-a5=l
0	white b3 c4 a5 e5 | black b2 c2 d2 | black to move | quiet 1 | ply 56	l	c2-c1=l d2-d3=l
14	white a1 e1 c2 b3 e5 | black b2 e3 b4 c4 d4 | black to move | quiet 1	l	e3-d3=l c4-c5=l d4-d3=l
11	white c1 a3 b3 e3 c4 c5 | black a1 c2 b4 d4 a5 e5 | white to move | quiet 36	d	c1-e1=d b3-b2=d e3-e1=l e3-d3=d
4	white a1 d3 e3 a5 | black b2 d2 b3 b4 d4 c5 | white to move | quiet 2	l	a1-c1=l a1-a3=l e3-e1=l e3-e5=l a5-a3=l
0	white e1 d2 a3 b3 b4 c4 | black a1 c1 b2 c2 e3 d4 | white to move | quiet 46	d	d2-d3=l a3-a5=d c4-c5=d
7	white a1 b2 b3 b4 d4 | black e1 c2 e5 | black to move | ply 25	l	e1-c1=l e1-e3=l c2-c1=l c2-d2=l e5-e3=l e5-c5=l
6	white e1 b2 b3 d3 b4 c5 | black a1 e3 c4 d4 | white to move | quiet 1 | ply 30	w	e1-c1=w b2-c2=w b3-a3=w d3-d2=w c5-a5=w c5-e5=w
1	white b2 c2 d2 b3 c4 | black e1 a3 a5 | white to move | quiet 3 | ply 22	w	c2-c1=w d2-d3=w b3-b4=w c4-b4=w c4-d4=w c4-c5=w
0	white b3 e3 a5 c5 e5 | black c1 b2 d2 | white to move | quiet 7 | ply 52	w	b3-a3=w b3-b4=w e3-e1=w e3-d3=w a5-a3=l c5-c4=l
0	white e1 d2 e3 b4 c4 c5 | black b2 c2 b3 a5 e5 | black to move | quiet 9	l	c2-c1=l b3-a3=l a5-a3=l
10	white a1 e1 a3 e3 b4 c5 | black c1 b2 d2 b3 a5 e5 | white to move	l	e3-d3=l b4-c4=l c5-c4=l
12	white a1 d2 b3 e3 d4 c5 | black c1 b2 d3 b4 c4 a5 | white to move | quiet 2	d	a1-a3=d d2-c2=d b3-a3=l e3-e1=d e3-e5=d c5-e5=d
12	white c1 d2 a3 d4 c5 | black e1 c2 b3 d3 b4 e5 | black to move | quiet 3 | ply 20	w	e1-e3=w c2-b2=w b3-b2=w d3-e3=w b4-c4=w e5-e3=w
9	white a1 e1 c2 a3 b4 e5 | black c1 b2 b3 e3 c4 a5 | white to move	d	c2-d2=d e5-c5=d
2	white a1 e1 c2 d3 d4 a5 | black b2 e3 c4 e5 | black to move | quiet 2 | ply 19	l	b2-b3=l c4-b4=l c4-c5=l e5-c5=l
0	white d3 e3 b4 | black a1 b2 c2 c4 d4 | black to move | quiet 67 | ply 201	w	a1-c1=w a1-a3=w b2-b3=w c2-c1=w c2-d2=w c4-c5=w
0	white e1 b2 d3 e5 | black c1 b3 b4 d4 a5 | white to move | quiet 60 | ply 113	l	e1-e3=l b2-c2=l d3-d2=l d3-e3=l e5-e3=l e5-c5=l
10	white b2 d3 b4 | black e1 c2 b3 e3 c5 | white to move | quiet 2 | ply 28	l	d3-d2=l d3-d4=l b4-c4=l
6	white d2 c4 e5 | black a1 b2 a3 d3 b4 a5 | black to move | quiet 1 | ply 26	w	a1-c1=w b2-c2=w b2-b3=w a3-b3=w d3-e3=w d3-d4=w b4-b3=w a5-c5=w
0	white e1 d2 a3 b4 c4 c5 | black a1 c1 b2 c2 d3 e3 | white to move | quiet 36	w	a3-b3=w a3-a5=w b4-b3=w c4-d4=w c5-a5=w c5-e5=w
0	white c1 e1 b3 a5 c5 | black a1 d2 e3 b4 c4 d4 | white to move | quiet 6	l	c1-c2=l b3-b2=l b3-a3=l a5-a3=l c5-e5=l
0	white e1 b3 e5 | black a1 c2 d4 a5 c5 | black to move | quiet 47 | ply 181	w	a1-c1=w a1-a3=w c2-c1=w c2-b2=w c2-d2=w d4-d3=w d4-c4=w a5-a3=w c5-c4=w
7	white a1 e1 c2 b3 e3 c5 | black c1 b2 d2 b4 d4 e5 | black to move | quiet 33	l	d2-d3=l b4-c4=l d4-d3=l d4-c4=l
1	white e1 c4 a5 | black b2 d2 b3 b4 d4 c5 | white to move | quiet 2 | ply 35	l	e1-c1=l e1-e3=l a5-a3=l
0	white a1 e1 d2 b3 a5 e5 | black c1 c2 d3 b4 c4 c5 | white to move | quiet 2	w	a1-a3=l e1-e3=l b3-b2=l b3-a3=w a5-a3=l e5-e3=l
0	white d2 d3 e3 c5 | black e1 c2 b3 d4 a5 | white to move | quiet 40 | ply 93	l	e3-e5=l c5-c4=l c5-e5=l
0	white e1 c2 b4 d4 | black c1 b2 c4 a5 e5 | white to move | quiet 44 | ply 99	l	e1-e3=l c2-d2=l b4-b3=l d4-d3=l
0	white e1 b2 d2 d4 a5 | black a1 a3 b3 e3 c4 | white to move | quiet 19 | ply 34	w	e1-c1=w b2-c2=d d2-c2=d d2-d3=w d4-d3=w a5-c5=l
3	white b2 b3 c4 | black c1 e1 a3 e3 a5 e5 | black to move | quiet 3 | ply 22	w	c1-a1=w c1-c2=w a3-a1=w e3-d3=w a5-c5=w e5-c5=w
4	white a1 e1 c2 a3 a5 e5 | black b3 d3 e3 | white to move | quiet 1 | ply 21	w	a1-c1=w e1-c1=w c2-c1=w c2-b2=w c2-d2=w a5-c5=w e5-c5=w
14	white c1 b2 d3 b4 a5 c5 | black c2 a3 b3 e3 d4 e5 | white to move | quiet 8	d	c1-a1=l c1-e1=d d3-d2=d b4-c4=d c5-c4=d
6	white c1 c2 a3 b3 d3 c4 | black a1 d2 e3 b4 d4 c5 | black to move | quiet 13	d	e3-e1=d e3-e5=d c5-a5=d c5-e5=d
5	white c1 c2 e5 | black a1 b2 a3 e3 b4 c4 | white to move | quiet 4 | ply 35	l	c1-e1=l c2-d2=l e5-c5=l
0	white c2 a3 e3 c4 d4 | black c1 b2 d2 b3 b4 c5 | black to move | quiet 5	w	c1-a1=w c1-e1=w d2-d3=w c5-a5=w c5-e5=w
11	white b2 d2 e3 b4 d4 c5 | black c1 c2 b3 e5 | white to move | quiet 3 | ply 24	w	d2-d3=w e3-e1=w e3-d3=w b4-c4=w d4-d3=w d4-c4=w c5-c4=w c5-a5=w
7	white d2 b4 c5 | black e1 b3 e3 c4 e5 | black to move | quiet 1 | ply 27	w	e1-c1=w b3-b2=w b3-a3=w e3-d3=w c4-d4=w
3	white c2 d2 b3 d3 b4 d4 | black a1 a5 e5 | black to move | quiet 2 | ply 20	l	a1-c1=l a1-a3=l a5-a3=l a5-c5=l e5-e3=l e5-c5=l
4	white e1 b2 c2 d3 b4 d4 | black c1 e3 a5 | black to move | quiet 2 | ply 24	l	c1-a1=l e3-e5=l a5-a3=l a5-c5=l
13	white a1 c1 e1 d3 b4 e5 | black c2 a3 b3 e3 c4 | white to move	w	d3-d2=w d3-d4=w e5-c5=w
11	white a1 c2 b3 d3 c4 e5 | black c1 d2 e3 b4 d4 c5 | white to move | quiet 6	d	a1-a3=d c2-b2=d b3-b2=d b3-a3=d
5	white a1 e1 b2 b4 d4 e5 | black c1 c2 b3 e3 a5 c5 | black to move | quiet 11	d	c2-d2=d b3-a3=d e3-d3=d a5-a3=d c5-c4=d
12	white c1 d2 b3 d4 a5 e5 | black a1 c2 d3 b4 c4 c5 | white to move | quiet 24	d	c1-e1=d b3-b2=d b3-a3=l a5-a3=d e5-e3=d
11	white b2 d2 d3 b4 d4 c5 | black c1 c2 b3 e5 | black to move | ply 21	l	c1-a1=l c1-e1=l b3-a3=l e5-e3=l
3	white c1 a3 d3 b4 | black e1 b3 e3 a5 c5 e5 | black to move | quiet 1	w	b3-b2=w c5-c4=w
4	white c2 d2 a3 e5 | black c1 b2 b3 b4 d4 c5 | white to move | quiet 2	l	d2-d3=l a3-a1=l a3-a5=l e5-e3=l
0	white e1 d2 e3 b4 a5 c5 | black b2 b3 d3 d4 | white to move | quiet 11 | ply 42	w	e1-c1=w d2-c2=w e3-e5=w b4-c4=w a5-a3=w c5-c4=w c5-e5=w
0	white c2 b3 d3 e3 d4 c5 | black a1 e1 c4 | white to move | quiet 67 | ply 103	w	c2-c1=w c2-b2=w c2-d2=w b3-b2=w b3-a3=w b3-b4=w d3-d2=w e3-e5=w c5-a5=w c5-e5=w
8	white c1 b2 d2 d3 b4 d4 | black e1 b3 c4 e5 | white to move | quiet 1 | ply 20	w	c1-a1=w c1-c2=w b2-c2=w d2-c2=w d3-e3=w
0	white c2 d3 e3 e5 | black a1 c1 a3 b4 d4 | black to move | quiet 51 | ply 104	w	c1-e1=w a3-b3=l a3-a5=l b4-b3=l b4-c4=l d4-c4=l
13	white a1 c1 b2 e3 c4 c5 | black e1 c2 a3 d3 b4 a5 | black to move | quiet 17	d	c2-d2=d a3-b3=d d3-d2=d d3-d4=d b4-b3=d
3	white e1 b3 d3 c4 a5 e5 | black b2 c2 a3 d4 | white to move | quiet 3 | ply 20	w	e1-c1=w e1-e3=w b3-b4=w d3-d2=w d3-e3=w c4-b4=w c4-c5=w a5-c5=w e5-e3=w e5-c5=w
8	white e1 c2 b3 d3 | black b2 b4 c4 d4 a5 e5 | black to move | quiet 1 | ply 19	w	c4-c5=w a5-a3=w a5-c5=w e5-e3=w e5-c5=w
11	white a1 b3 d3 e3 c4 c5 | black e1 b2 a3 b4 d4 e5 | white to move | quiet 52	d	a1-c1=d d3-d2=d c5-a5=d
8	white c1 b2 c2 b4 e5 | black a1 d2 a3 e3 d4 a5 | white to move | ply 17	l	c1-e1=l b2-b3=l b4-b3=l b4-c4=l e5-c5=l
0	white c1 b2 d2 c5 | black a3 e3 c4 d4 a5 | black to move | quiet 75 | ply 130	l	a3-a1=l a3-b3=l e3-e1=l e3-d3=l e3-e5=l c4-b4=l d4-d3=l
5	white d2 a3 b3 d4 a5 c5 | black a1 b2 d3 b4 c4 e5 | black to move | quiet 3	w	a1-c1=l b2-c2=w d3-e3=w e5-e3=d
12	white a1 d2 b3 e3 d4 c5 | black e1 b2 d3 b4 c4 a5 | black to move | quiet 1	d	e1-c1=d b2-c2=d a5-a3=d
6	white a1 e1 c2 d3 b4 a5 | black c1 d2 a3 c4 d4 e5 | white to move | quiet 4	d	e1-e3=d c2-b2=d d3-e3=l b4-b3=d a5-c5=d
5	white a3 c4 a5 | black a1 c1 e1 d3 b4 e5 | white to move | quiet 2 | ply 27	l	a3-b3=l c4-d4=l c4-c5=l a5-c5=l
0	white b2 c2 e5 | black d2 a3 d4 a5 c5 | white to move | quiet 42 | ply 176	l	b2-b3=l c2-c1=l e5-e3=l
11	white a1 c1 b3 c4 a5 e5 | black e1 c2 a3 d3 d4 c5 | black to move | quiet 1	w	e1-e3=w c2-b2=d c2-d2=w d3-d2=w d3-e3=w
1	white a3 b3 e3 | black a1 d2 d3 d4 c5 e5 | black to move | quiet 21 | ply 52	w	a1-c1=w d2-c2=w d4-c4=w c5-c4=w c5-a5=w
0	white e3 c4 a5 c5 e5 | black e1 d2 b3 | white to move | quiet 3 | ply 48	w	e3-d3=w c4-b4=w c4-d4=w a5-a3=w
5	white c1 b2 a3 b4 d4 e5 | black a1 d2 b3 e3 c4 a5 | white to move | quiet 28	d	c1-e1=d c1-c2=d b2-c2=d d4-d3=d e5-c5=d
1	white d2 a3 e3 c4 | black b2 b3 d3 b4 d4 c5 | black to move | quiet 1 | ply 29	w	b2-c2=w c5-a5=w c5-e5=w
0	white e1 c2 d3 b4 | black c1 b2 b3 a5 e5 | black to move | quiet 33 | ply 88	w	c1-a1=w b3-a3=w a5-a3=w a5-c5=w e5-e3=w e5-c5=w
3	white c2 a3 e3 b4 e5 | black a1 c1 e1 b3 c4 c5 | white to move | quiet 4	l	c2-b2=l c2-d2=l a3-a5=l e3-d3=l
5	white a1 e1 b2 b4 d4 e5 | black c1 d2 b3 e3 c4 a5 | black to move | quiet 59	d	c1-c2=d d2-c2=d d2-d3=d b3-a3=d e3-d3=d c4-c5=d a5-a3=d a5-c5=d
7	white c1 b3 d3 e3 c4 a5 | black a1 e1 c2 d4 c5 e5 | white to move | quiet 14	d	b3-b2=d b3-a3=d b3-b4=d d3-d2=d c4-b4=d a5-a3=d
11	white b2 d2 d3 b4 d4 c5 | black c2 b3 e3 c4 e5 | black to move | quiet 3	d	c2-c1=l b3-a3=d e3-e1=l
5	white e1 b2 d2 a3 b4 c5 | black a1 c2 b3 e3 c4 a5 | black to move | quiet 39	d	a1-c1=d c2-c1=d e3-d3=d e3-e5=d c4-d4=d
0	white b2 c2 e5 | black a3 b3 d3 d4 c5 | black to move | quiet 25 | ply 159	w	a3-a1=w a3-a5=w b3-b4=w d3-d2=w d3-e3=w d4-c4=w c5-c4=w c5-a5=w
5	white c1 e1 e5 | black a1 b2 b3 e3 b4 d4 | white to move | ply 31	l	c1-c2=l e5-c5=l
12	white e1 c2 a3 b3 d3 c4 | black a1 d2 b4 d4 c5 e5 | white to move | quiet 18	d	e1-c1=d e1-e3=d c2-c1=d c2-b2=d a3-a5=d b3-b2=d d3-e3=d
13	white a1 b2 d2 d4 a5 e5 | black c2 a3 b3 d3 c4 c5 | white to move | quiet 8	d	a1-c1=d e5-e3=d
14	white c1 c2 d3 b4 a5 e5 | black a1 b2 b3 e3 d4 c5 | black to move | quiet 17	d	a1-a3=d b3-a3=d e3-e1=d d4-c4=d c5-c4=d
9	white c1 b2 b4 d4 c5 | black e1 d2 b3 d3 e5 | white to move | quiet 4 | ply 20	w	c1-a1=l c1-c2=l b2-c2=l b4-c4=l d4-c4=l c5-c4=w c5-a5=l
5	white e1 c2 a3 d3 a5 e5 | black a1 b2 b3 e3 d4 c5 | black to move | quiet 5	w	a1-c1=w b3-b4=w d4-c4=w c5-c4=w
13	white e1 c2 a3 d3 c4 e5 | black a1 b3 e3 b4 d4 c5 | white to move | quiet 10	d	e1-c1=d c2-c1=d c2-b2=d c2-d2=d a3-a5=d d3-d2=d
4	white a3 d3 e3 | black b2 d2 b3 b4 d4 c5 | black to move | quiet 1 | ply 22	w	b2-c2=w d2-c2=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
2	white a1 e1 c2 d3 d4 a5 | black b2 e3 c4 c5 | white to move | quiet 3 | ply 20	w	a1-c1=w a1-a3=w e1-c1=w c2-c1=w c2-d2=w d3-d2=w a5-a3=w
3	white b2 c2 d2 d3 b4 d4 | black c1 a3 c5 e5 | white to move	w	b2-b3=w d3-e3=w b4-b3=w b4-c4=w d4-c4=w
11	white a1 c2 b3 d3 c4 c5 | black c1 b2 a3 b4 d4 e5 | white to move | quiet 42	d	c2-d2=d d3-d2=l d3-e3=d c5-a5=d
13	white a1 c1 e1 b3 d3 c4 | black b2 c2 a3 e3 b4 | black to move | quiet 5	l	c2-d2=l a3-a5=l e3-e5=l
10	white c2 a3 b3 | black c1 b4 c4 d4 a5 e5 | black to move | quiet 1 | ply 24	w	c1-a1=w c1-e1=w c4-c5=w d4-d3=w a5-c5=w e5-e3=w e5-c5=w
9	white c2 d2 a3 e3 b4 c5 | black c1 b2 b3 c4 a5 e5 | white to move | quiet 14	d	d2-d3=d a3-a1=d e3-e1=d e3-d3=d
9	white c1 b2 b4 d4 c5 | black e1 d2 b3 e3 e5 | black to move | quiet 3 | ply 19	l	d2-c2=l d2-d3=l b3-a3=l e3-d3=l
13	white b2 d3 e3 b4 a5 c5 | black c1 d2 a3 b3 d4 e5 | black to move | quiet 7	d	c1-a1=d c1-e1=d c1-c2=d d2-c2=d a3-a1=d d4-c4=d
10	white b2 d2 e3 b4 d4 c5 | black c2 b3 a5 e5 | black to move | quiet 2 | ply 21	l	c2-c1=l b3-a3=l a5-a3=l
0	white d2 d3 e5 | black c1 a3 b3 c4 d4 | white to move | quiet 10 | ply 130	l	d2-c2=l d3-e3=l e5-e3=l e5-c5=l
0	white c1 e1 d3 c4 c5 | black a1 b2 a3 b4 a5 e5 | white to move | quiet 2	l	c1-c2=l e1-e3=l d3-d2=l d3-e3=l d3-d4=l c4-d4=l
5	white c1 b2 d2 d3 c4 d4 | black c2 b3 e3 b4 c5 | black to move | quiet 3	d	b3-a3=d e3-e1=l e3-e5=l c5-a5=l c5-e5=l
13	white a1 d2 b3 e3 c4 c5 | black c1 c2 d3 b4 a5 e5 | white to move | quiet 10	d	a1-a3=d b3-b2=d b3-a3=d e3-e1=d c4-d4=d
3	white c1 b2 d2 a3 b4 c5 | black a1 e3 c4 a5 | white to move | quiet 4	w	c1-e1=w c1-c2=w b2-c2=w b2-b3=w d2-c2=w d2-d3=w a3-b3=w b4-b3=w c5-e5=w
5	white e1 b2 d2 d3 c4 d4 | black c2 b3 b4 a5 e5 | white to move | quiet 10	w	e1-c1=w e1-e3=d d3-e3=w c4-c5=w
5	white e1 d2 a3 d3 a5 e5 | black a1 c2 b3 e3 d4 c5 | black to move | quiet 3	w	a1-c1=w c2-c1=w c2-b2=w b3-b2=d b3-b4=w d4-c4=w c5-c4=w
7	white e1 c2 a3 b3 e3 c4 | black c1 b2 d2 b4 d4 e5 | black to move | quiet 29	d	c1-a1=d d2-d3=d d4-d3=d e5-c5=d
1	white a1 e1 a3 e3 c5 e5 | black b2 d2 d3 c4 | black to move | quiet 1	l	b2-c2=l b2-b3=l d2-c2=l d3-d4=l c4-b4=l c4-d4=l
14	white a1 c1 b2 d4 c5 e5 | black e1 a3 b3 d3 c4 a5 | black to move | quiet 5	d	e1-e3=l b3-b4=d d3-d2=d d3-e3=l c4-b4=d
0	white e1 b2 d2 b4 a5 c5 | black a1 c1 c2 a3 d3 d4 | white to move | quiet 4	w	e1-e3=w b2-b3=d b4-b3=w b4-c4=w c5-c4=d c5-e5=d
4	white a1 e1 e3 a5 c5 e5 | black c2 b3 c4 d4 | white to move	w	a1-c1=w a1-a3=w e1-c1=w e3-d3=w a5-a3=w
10	white e1 d2 b4 c4 d4 | black a1 c2 a3 | black to move | ply 25	l	a1-c1=l c2-c1=l c2-b2=l a3-b3=l a3-a5=l
0	white e1 d2 b3 b4 c4 a5 | black a1 c1 b2 c2 e3 d4 | black to move | quiet 47	d	a1-a3=d e3-d3=l e3-e5=d d4-d3=l
9	white c1 d2 a3 e3 b4 c5 | black e1 b2 b3 d4 a5 e5 | black to move | quiet 11	d	b2-c2=d d4-d3=d d4-c4=d
0	white b4 a5 e5 | black a1 c1 a3 b3 d3 c5 | black to move | quiet 47 | ply 88	w	c1-e1=w c1-c2=w b3-b2=w d3-d2=w d3-e3=w d3-d4=w c5-c4=w
13	white e1 a3 b3 d3 d4 c5 | black a1 b2 e3 b4 a5 e5 | black to move | quiet 19	d	a1-c1=d b2-c2=l b4-c4=l
12	white c1 a3 b3 d3 d4 c5 | black a1 c2 e3 b4 c4 a5 | black to move | quiet 9	d	c2-b2=l c2-d2=d e3-e1=d e3-e5=d
14	white a1 b2 d2 e3 b4 d4 | black c2 a3 b3 d3 c4 c5 | black to move | quiet 35	w	c2-c1=w a3-a5=w c5-a5=w c5-e5=w
0	white e1 b2 d2 c4 d4 a5 | black c2 b3 d3 | white to move | quiet 15 | ply 51	w	e1-c1=w e1-e3=w c4-b4=w c4-c5=w a5-a3=w a5-c5=w
0	white e1 d3 b4 | black a1 b3 c4 d4 a5 | black to move | quiet 93 | ply 227	w	a1-c1=w a1-a3=w b3-b2=w b3-a3=w c4-c5=w a5-a3=w a5-c5=w
0	white e1 d2 a3 b4 c4 a5 | black a1 c1 c2 b3 e3 d4 | black to move | quiet 29	l	c2-b2=l b3-b2=l e3-d3=l e3-e5=l d4-d3=l
1	white c1 c2 c4 c5 | black a1 d2 a3 d3 d4 e5 | black to move | quiet 1 | ply 19	w	a3-b3=w a3-a5=w d3-e3=w e5-e3=w
6	white a1 c1 c2 b3 d3 a5 | black e1 b2 d2 a3 d4 e5 | white to move | quiet 4	d	b3-b4=d d3-e3=d a5-c5=d
0	white b2 a3 b3 d3 e3 d4 | black a1 e1 e5 | black to move | quiet 36 | ply 72	l	a1-c1=l e1-c1=l e5-c5=l
5	white e1 b2 d2 d3 d4 c5 | black c2 a3 b4 a5 e5 | white to move | quiet 12	w	e1-c1=w e1-e3=w b2-b3=w d3-e3=w d4-c4=w c5-c4=d
4	white a1 c1 c2 e5 | black b2 d2 a3 d3 b4 c4 | black to move | quiet 5	w	b2-b3=w a3-b3=w a3-a5=w d3-e3=w d3-d4=w b4-b3=w c4-d4=w c4-c5=w
6	white a1 b2 d2 b4 c4 d4 | black c2 b3 d3 a5 c5 | black to move | quiet 1	w	c2-c1=w b3-a3=l d3-e3=l a5-a3=w c5-e5=l
11	white c2 b3 d3 e3 c4 c5 | black a1 e1 d2 b4 d4 e5 | black to move | quiet 15	d	a1-c1=d a1-a3=d e1-c1=d
13	white c1 b2 e3 | black a1 d2 a3 b4 d4 a5 | white to move | ply 33	l	c1-e1=l c1-c2=l b2-c2=l b2-b3=l e3-e1=l e3-d3=l e3-e5=l
5	white c2 a3 e3 b4 c4 | black e1 b2 d2 d3 d4 e5 | white to move | quiet 6 | ply 35	l	c2-c1=l a3-a1=l a3-b3=l a3-a5=l b4-b3=l c4-c5=l
0	white e1 b2 b3 d3 d4 a5 | black a1 c1 c4 | white to move | quiet 41 | ply 77	w	e1-e3=w b2-c2=w b3-a3=w b3-b4=w d3-d2=w d3-e3=w a5-a3=w a5-c5=w
7	white d4 c5 e5 | black a1 e1 b2 b3 b4 a5 | white to move | ply 21	l	d4-d3=l d4-c4=l c5-c4=l e5-e3=l
0	white b3 b4 c4 c5 | black a1 b2 c2 d2 e3 d4 | black to move | quiet 3 | ply 25	w	a1-c1=w a1-a3=w c2-c1=w d2-d3=w e3-e1=w e3-d3=w e3-e5=w d4-d3=w
0	white c1 c2 d3 e5 | black a1 a3 e3 d4 a5 | white to move | ply 53	l	c1-e1=l c2-b2=l c2-d2=l d3-d2=l e5-c5=l
2	white b2 c2 d2 a3 e3 b4 | black c1 d3 d4 a5 | black to move | quiet 2 | ply 17	l	c1-a1=l c1-e1=l d4-c4=l a5-c5=l
14	white a1 e1 c2 b3 c5 | black b2 d3 b4 c4 d4 | black to move | quiet 3	l	d3-d2=l d3-e3=l
8	white c1 b2 d2 d3 b4 d4 | black e1 b3 c4 c5 | black to move | ply 19	l	e1-e3=l b3-a3=l c5-a5=l c5-e5=l
5	white e1 b2 a3 b4 d4 c5 | black c1 c2 b3 c4 a5 e5 | black to move | quiet 19	d	c1-a1=d c2-d2=d e5-e3=d
3	white b2 d2 a3 a5 | black a1 c1 c2 b3 e3 c5 | black to move | quiet 7	w	c1-e1=w b3-b4=w e3-e1=w e3-d3=w e3-e5=w c5-c4=w c5-e5=w
1	white b2 d2 e3 | black a1 c2 a3 a5 c5 e5 | white to move | ply 23	l	b2-b3=l d2-d3=l e3-e1=l e3-d3=l
9	white c1 d2 a3 e3 b4 c5 | black e1 b2 b3 c4 a5 e5 | white to move | quiet 12	d	c1-a1=d c1-c2=d d2-c2=d d2-d3=d a3-a1=d e3-d3=d
5	white c1 b2 d2 d3 c4 d4 | black c2 b3 e3 b4 e5 | white to move | quiet 4	w	c1-a1=w c1-e1=d c4-c5=w
13	white e1 c2 a3 d3 c4 e5 | black a1 b3 e3 b4 d4 c5 | white to move | quiet 14	d	e1-c1=d c2-c1=d c2-b2=d c2-d2=d a3-a5=d d3-d2=d
8	white c1 e1 d2 b3 d3 | black b2 b4 d4 a5 c5 e5 | white to move | ply 15	l	c1-a1=l c1-c2=l e1-e3=l d2-c2=l b3-a3=l d3-e3=l
8	white a1 c1 d2 b3 e3 | black e1 c2 a3 d3 c4 e5 | black to move | quiet 5	w	c2-b2=w a3-a5=w d3-d4=w c4-b4=w c4-d4=w c4-c5=w e5-c5=w
7	white d3 d4 c5 e5 | black a1 e1 b2 a3 b4 a5 | white to move | ply 18	l	d3-d2=l d3-e3=l d4-c4=l c5-c4=l e5-e3=l
10	white c1 b2 d3 b4 | black e1 c2 b3 e3 c5 | white to move | quiet 2 | ply 23	l	c1-a1=l d3-d2=l d3-d4=l b4-c4=l
0	white b4 d4 c5 e5 | black b2 a3 d3 | white to move | quiet 8 | ply 63	w	b4-b3=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w e5-e3=w
0	white c2 a3 d3 c4 e5 | black e1 b2 d2 b3 b4 a5 | black to move | quiet 1	w	e1-c1=w e1-e3=w a5-c5=w
8	white c1 e1 b2 d2 a3 c5 | black a1 c2 d3 e3 b4 e5 | black to move | quiet 5	d	d3-d4=d b4-b3=d b4-c4=d
7	white c1 c2 e3 b4 a5 c5 | black e1 b2 a3 d3 c4 e5 | black to move | quiet 19	d	b2-b3=d a3-a1=d a3-b3=l d3-d2=d d3-d4=d c4-d4=d
0	white c1 e1 b2 a5 e5 | black a1 d2 b3 e3 c4 d4 | black to move | quiet 9	w	a1-a3=w d2-c2=w d2-d3=w b3-a3=w b3-b4=w e3-d3=w c4-b4=w c4-c5=w d4-d3=w
7	white c1 a3 d3 e3 c4 a5 | black a1 e1 b2 d4 c5 e5 | white to move | quiet 16	d	c1-c2=d a3-b3=d d3-d2=d c4-b4=d
0	white a1 b2 e3 | black a3 d3 c4 d4 a5 | black to move | quiet 15 | ply 149	w	a3-b3=w d3-d2=w c4-b4=w c4-c5=w a5-c5=w
3	white b2 c2 d2 a3 b4 c5 | black a1 a5 e5 | white to move | quiet 1 | ply 21	w	b2-b3=w c2-c1=w d2-d3=w a3-b3=w b4-b3=w b4-c4=w c5-c4=w
6	white d2 c4 d4 e5 | black a1 b2 b3 d3 b4 a5 | white to move | ply 22	l	d2-c2=l c4-c5=l e5-e3=l e5-c5=l
0	white e1 d2 d3 b4 | black c1 b2 b3 a5 e5 | white to move | quiet 32 | ply 87	w	e1-e3=l d2-c2=l d3-e3=l d3-d4=l b4-c4=w
0	white a1 e1 d2 a5 c5 e5 | black c2 d3 c4 | white to move | quiet 11 | ply 55	w	a1-c1=w a1-a3=w e1-c1=w e1-e3=w a5-a3=w e5-e3=w
1	white e1 b2 e3 a5 c5 e5 | black a1 a3 d4 | black to move | ply 18	l	a1-c1=l a3-b3=l d4-d3=l d4-c4=l
0	white c1 a3 b3 e3 c5 | black a1 d2 b4 c4 d4 e5 | black to move | quiet 1	w	d2-c2=w d2-d3=w d4-d3=w
0	white e3 b4 a5 | black a1 c1 c2 a3 d3 c5 | white to move | quiet 22 | ply 63	l	e3-e1=l e3-e5=l b4-b3=l b4-c4=l
7	white a1 b2 a3 b4 d4 | black e1 c2 d3 c4 e5 | white to move | quiet 2 | ply 18	w	a1-c1=l b2-b3=l a3-b3=w a3-a5=l b4-b3=l
6	white c1 c2 b3 d3 c4 a5 | black d2 a3 e3 b4 d4 c5 | black to move | quiet 3	d	a3-a1=d e3-e1=d e3-e5=d c5-e5=d
7	white c1 d2 e3 b4 a5 c5 | black e1 c2 a3 d3 c4 e5 | black to move | quiet 13	d	c2-b2=d a3-a1=d a3-b3=l d3-d4=d c4-d4=d
11	white c2 d3 e3 c4 c5 | black c1 b2 d2 a3 b4 e5 | white to move | quiet 2 | ply 19	l	d3-d4=l e3-e1=l c4-d4=l c5-a5=l
14	white c1 c2 a3 d3 b4 e5 | black a1 b2 b3 e3 d4 a5 | black to move | quiet 11	d	e3-e1=d d4-c4=d a5-c5=d
0	white c2 a3 d3 c4 e5 | black e1 b2 d2 b3 b4 c5 | white to move | quiet 2	l	c2-c1=l a3-a1=l a3-a5=l d3-e3=l d3-d4=l c4-d4=l e5-e3=l
0	white c2 e3 b4 d4 | black c1 b2 c4 a5 e5 | black to move | quiet 45 | ply 100	w	c1-a1=w c1-e1=w b2-b3=w c4-c5=w a5-a3=l a5-c5=l e5-c5=l
0	white e1 d2 e3 c5 | black a1 c2 d4 a5 e5 | white to move | quiet 16 | ply 69	l	e1-c1=l d2-d3=l e3-d3=l c5-c4=l
9	white c1 b2 b4 c4 d4 | black c2 b3 d3 e5 | white to move | quiet 1 | ply 23	w	c1-a1=w c1-e1=w c4-c5=w
0	white a1 c1 a3 e3 | black e1 b2 b3 c4 a5 c5 | black to move | quiet 25 | ply 61	w	b2-c2=w b3-b4=w c4-b4=w c4-d4=w c5-e5=w
0	white e1 b3 e5 | black a1 b2 c4 d4 a5 | black to move | quiet 59 | ply 193	w	a1-c1=w a1-a3=w b2-c2=w c4-b4=w c4-c5=w d4-d3=w a5-a3=w a5-c5=w
14	white a1 c1 b3 e3 c4 c5 | black e1 c2 a3 d3 b4 e5 | white to move | quiet 4	d	b3-b2=d c4-d4=d c5-a5=d
2	white a1 e1 d2 d3 d4 a5 | black b2 e3 c4 e5 | white to move | quiet 1 | ply 18	w	a1-c1=w a1-a3=w e1-c1=w d2-c2=w a5-a3=w a5-c5=w
0	white b2 d2 a3 b3 e3 d4 | black a1 c1 e5 | black to move | quiet 34 | ply 70	l	c1-e1=l c1-c2=l e5-c5=l
8	white c1 b2 d2 d3 b4 d4 | black e1 c2 b3 e3 c4 | black to move | quiet 1	d	b3-a3=d e3-e5=l c4-c5=l
6	white a1 c1 c2 b3 e3 a5 | black e1 b2 d2 a3 d4 e5 | black to move | quiet 5	d	d2-d3=d d4-d3=d d4-c4=d e5-c5=d
6	white e3 b4 c4 e5 | black a1 e1 c2 a3 d3 a5 | black to move | quiet 3 | ply 23	w	a1-c1=w e1-c1=w c2-c1=w c2-b2=w c2-d2=w a3-b3=w d3-d2=w d3-d4=w a5-c5=w
3	white c2 a3 e3 b4 c5 | black a1 c1 e1 b3 d4 a5 | black to move | quiet 1	w	b3-b2=w d4-d3=w d4-c4=w
0	white a1 d3 e3 b4 c4 c5 | black c1 a3 b3 a5 e5 | black to move | quiet 3	l	c1-e1=l c1-c2=l b3-b2=l
3	white c2 a3 d3 b4 | black e1 b3 e3 a5 c5 e5 | white to move	l	c2-c1=l c2-b2=l c2-d2=l a3-a1=l d3-d2=l d3-d4=l b4-c4=l
10	white a1 c1 b3 d3 e3 | black b2 c2 d2 a3 c4 | white to move | quiet 5 | ply 24	w	c1-e1=l b3-b4=w d3-d4=w e3-e1=w e3-e5=w
2	white a3 b3 a5 | black a1 e1 c2 e3 b4 e5 | black to move | quiet 3 | ply 22	w	a1-c1=w e1-c1=w c2-c1=w c2-b2=w c2-d2=w e3-d3=w b4-c4=w e5-c5=w
12	white c1 c2 b3 e3 c4 a5 | black e1 d2 a3 b4 d4 c5 | white to move | quiet 4	d	c1-a1=d c2-b2=d b3-b2=d e3-d3=d e3-e5=l
14	white a1 b2 c2 d3 c5 e5 | black d2 a3 b3 e3 d4 a5 | white to move | quiet 14	d	a1-c1=l c2-c1=d c5-c4=d
7	white b2 d2 b4 c5 | black e1 b3 d3 c4 e5 | white to move | quiet 2 | ply 23	l	b2-c2=l d2-c2=l c5-a5=l
1	white c1 d2 a3 c4 c5 | black b2 b3 e3 b4 d4 a5 | black to move | quiet 7	w	b2-c2=w e3-e1=w e3-d3=d e3-e5=d d4-d3=w
4	white c2 d4 c5 e5 | black a1 c1 e1 d2 b3 a5 | black to move | quiet 3	w	a1-a3=w e1-e3=w d2-d3=w b3-b2=w b3-a3=w b3-b4=w a5-a3=w
11	white a1 c2 b3 e3 c4 a5 | black c1 b2 d2 a3 d3 b4 | white to move | quiet 2	w	e3-e1=d e3-e5=w c4-d4=d c4-c5=w a5-c5=d
0	white e1 d2 a3 b4 c4 c5 | black a1 c1 b2 c2 d3 d4 | white to move | quiet 60	w	e1-e3=l a3-b3=d a3-a5=w b4-b3=w c5-a5=w c5-e5=w
9	white b2 c2 a3 d3 b4 c5 | black a1 d2 b3 c4 a5 e5 | white to move | quiet 2	d	c2-c1=d d3-e3=d d3-d4=d
11	white a1 c1 e1 d2 | black d3 e3 c5 | black to move | ply 32	l	d3-d4=l e3-e5=l c5-c4=l c5-a5=l c5-e5=l
0	white e1 b4 a5 | black a1 c1 b2 c2 a3 c5 | white to move | quiet 36 | ply 77	l	e1-e3=l b4-b3=l b4-c4=l
11	white c2 b3 d3 e3 c4 c5 | black e1 d2 b4 d4 a5 e5 | black to move | quiet 59	d	e1-c1=d a5-a3=d
0	white c1 b2 c2 d3 e5 | black a1 b3 e3 d4 a5 | black to move | quiet 36 | ply 51	w	a1-a3=l b3-a3=w b3-b4=l e3-e1=l d4-c4=l a5-a3=l a5-c5=l
9	white c2 d2 a3 e3 b4 c5 | black e1 b2 b3 c4 a5 e5 | black to move | quiet 13	d	e1-c1=d c4-d4=d
11	white d3 e3 c4 c5 | black c1 b2 d2 a3 b4 e5 | white to move | quiet 2 | ply 24	l	d3-d4=l e3-e1=l c4-d4=l c5-a5=l
5	white a1 e1 b2 b4 d4 e5 | black c1 d2 a3 b3 e3 c4 | white to move | quiet 60	d	b2-c2=d d4-d3=d e5-c5=d
0	white c1 e1 c2 a5 c5 | black a3 b3 d3 e3 c4 d4 | black to move | quiet 13	w	a3-a1=w b3-b2=w b3-b4=w d3-d2=w e3-e5=w c4-b4=w
1	white e1 b2 c4 | black a1 d2 a3 d3 d4 e5 | white to move | quiet 4 | ply 35	l	e1-c1=l e1-e3=l b2-c2=l b2-b3=l c4-b4=l c4-c5=l
5	white a1 e1 c2 c4 a5 e5 | black b2 d2 a3 e3 c5 | black to move | quiet 3	l	b2-b3=l d2-d3=l a3-b3=l e3-d3=l
11	white e1 b2 a3 d3 c4 c5 | black c1 d2 e3 b4 d4 a5 | white to move | quiet 30	d	b2-c2=d b2-b3=d a3-a1=d a3-b3=d c5-e5=d
3	white c1 e1 c2 b3 | black a1 a3 e3 a5 c5 e5 | black to move | quiet 1	w	e3-d3=w c5-c4=w
1	white c1 c2 d3 b4 c4 | black e1 d2 a3 e3 d4 e5 | black to move | quiet 9	w	a3-a1=w a3-b3=w a3-a5=w e5-c5=w
8	white c1 e1 d2 a3 b4 c5 | black a1 c2 d3 c4 d4 e5 | white to move | quiet 10	d	e1-e3=d a3-b3=d a3-a5=d b4-b3=d c5-a5=d
2	white c1 c4 a5 c5 | black d2 a3 e3 b4 d4 e5 | white to move | quiet 2 | ply 20	l	c1-a1=l c1-e1=l c1-c2=l
0	white c2 d2 d3 d4 c5 | black b2 b3 e3 b4 c4 | black to move | quiet 2 | ply 17	w	b3-a3=w e3-e1=l e3-e5=l
11	white b3 c4 a5 | black e1 d2 a3 d3 d4 e5 | white to move | ply 23	l	b3-b2=l b3-b4=l c4-b4=l c4-c5=l a5-c5=l
0	white d2 e3 b4 | black c1 b2 c2 d3 c4 | white to move | quiet 70 | ply 204	l	e3-e1=l e3-e5=l b4-b3=l
5	white a1 b2 b4 c4 e5 | black c1 d2 b3 d3 d4 c5 | white to move | ply 29	l	a1-a3=l b2-c2=l e5-e3=l
11	white a1 c2 b3 c4 a5 e5 | black c1 b2 d2 a3 d3 b4 | black to move | quiet 3	l	c1-e1=l d3-e3=l d3-d4=l
2	white a1 c2 d2 b3 e3 c5 | black e1 a3 b4 a5 e5 | black to move | quiet 2 | ply 16	l	e1-c1=l b4-c4=l
7	white c1 b2 d2 b4 d4 c5 | black e1 b3 d3 c4 e5 | black to move | quiet 1	w	e1-e3=l b3-a3=l d3-e3=w e5-e3=l
13	white c1 b2 d2 d4 a5 e5 | black c2 a3 b3 e3 c4 c5 | white to move | quiet 14	d	c1-a1=d c1-e1=d d2-d3=d d4-d3=l
6	white e1 b2 a3 d3 b4 c5 | black a1 e3 c4 d4 | black to move | quiet 2 | ply 31	l	a1-c1=l e3-e5=l
11	white a1 b3 d3 c4 a5 e5 | black c2 a3 e3 b4 d4 c5 | black to move | quiet 13	d	c2-c1=d c2-b2=d c2-d2=d e3-e1=d
0	white e1 b3 e3 | black a1 b2 b4 d4 a5 | black to move | quiet 57 | ply 191	w	a1-c1=w a1-a3=w b2-c2=w b4-c4=w d4-d3=w d4-c4=w a5-a3=w a5-c5=w
11	white a1 c2 b3 c4 a5 e5 | black c1 a3 d3 e3 b4 c5 | black to move | quiet 17	d	c1-e1=d d3-d2=d d3-d4=d e3-e1=d
0	white c1 d2 e3 b4 c4 c5 | black b2 c2 b3 a5 e5 | white to move | quiet 8	w	c1-a1=w c1-e1=w d2-d3=w e3-e1=w e3-d3=w c4-d4=w
0	white a1 e1 d2 b3 a5 e5 | black c1 b2 d3 b4 c4 c5 | black to move | quiet 1	w	c1-c2=l b2-c2=l d3-e3=l d3-d4=w c4-d4=l
8	white a1 c1 a3 d3 d4 e5 | black e1 c2 b3 b4 a5 c5 | white to move	l	d3-d2=l d3-e3=l d4-c4=l e5-e3=l
0	white e1 c2 d3 c5 | black c1 b2 b4 a5 e5 | white to move | quiet 26 | ply 81	l	e1-e3=l c2-d2=l d3-d2=l d3-e3=l d3-d4=l c5-c4=l
11	white a1 b2 a5 c5 e5 | black c1 c2 a3 e3 | white to move | quiet 1 | ply 25	w	b2-b3=w c5-c4=w
7	white e1 b2 c2 b4 a5 c5 | black c1 d2 a3 b3 e3 d4 | black to move | quiet 33	w	c1-a1=w d2-d3=d a3-a1=w e3-d3=w e3-e5=w d4-d3=w d4-c4=w
10	white e1 d2 b4 d4 c5 | black a1 c2 b3 d3 | black to move | quiet 2 | ply 22	l	a1-c1=l a1-a3=l c2-c1=l c2-b2=l b3-b2=l b3-a3=l d3-e3=l
0	white c2 b3 d3 e3 d4 a5 | black a1 e1 b4 | white to move | quiet 69 | ply 105	w	c2-c1=w c2-b2=w c2-d2=w b3-b2=w b3-a3=w d3-d2=w e3-e5=w d4-c4=w a5-a3=w a5-c5=w
0	white e3 d4 a5 c5 e5 | black e1 c2 b3 | white to move | quiet 1 | ply 46	w	e3-d3=w d4-d3=w d4-c4=w a5-a3=w c5-c4=w
1	white b2 c2 e3 | black e1 d2 d3 b4 c4 d4 | white to move | ply 21	l	b2-b3=l c2-c1=l e3-e5=l
0	white e1 d2 e3 b4 c4 c5 | black b2 c2 a3 b3 e5 | white to move | quiet 10	w	e1-c1=w d2-d3=w e3-d3=w c4-d4=w c5-a5=w
13	white b2 c2 b3 d3 e3 c4 | black c1 d2 a3 b4 d4 e5 | black to move | quiet 5	w	c1-a1=d c1-e1=d a3-a1=d a3-a5=d e5-c5=w
13	white a1 b2 d3 d4 a5 e5 | black c2 a3 b3 e3 c4 c5 | white to move | quiet 18	d	a1-c1=d d3-d2=d
6	white a1 d2 b3 d3 d4 a5 | black c1 b2 c2 c4 c5 | white to move | quiet 1 | ply 21	w	a1-a3=w b3-a3=w b3-b4=w d3-e3=w a5-a3=w
14	white a1 b2 d2 b4 d4 e5 | black c2 a3 b3 d3 c4 c5 | white to move | quiet 34	l	a1-c1=l e5-e3=l
1	white c1 c2 d3 b4 c5 | black a1 e1 d2 e3 d4 e5 | black to move | quiet 7	w	a1-a3=w d4-c4=w
12	white c1 b2 c2 d3 b4 e5 | black a1 e1 d2 b3 e3 a5 | white to move	l	d3-d4=l b4-c4=l e5-c5=l
7	white a1 e1 c2 b3 e3 a5 | black c1 b2 d2 c4 d4 e5 | black to move | quiet 35	l	d2-d3=l c4-b4=l c4-c5=l d4-d3=l e5-c5=l
6	white b3 e3 d4 e5 | black a1 e1 d2 a3 d3 a5 | white to move | ply 20	l	b3-b2=l b3-b4=l d4-c4=l e5-c5=l
7	white c1 d3 e3 b4 a5 c5 | black e1 c2 a3 c4 d4 e5 | black to move | quiet 3	d	c2-b2=d c2-d2=d a3-a1=d a3-b3=l
5	white c2 a3 b3 d4 a5 c5 | black a1 b2 d2 b4 c4 e5 | black to move | quiet 1	d	a1-c1=l d2-d3=d e5-e3=d
3	white c1 b2 d2 a3 b4 c5 | black a1 e1 c4 a5 | black to move | quiet 3	l	e1-e3=l c4-d4=l
5	white c2 a3 b4 c4 e5 | black c1 b2 d2 d3 d4 c5 | black to move | quiet 3 | ply 32	w	c1-a1=w c1-e1=w b2-b3=w d3-e3=w c5-a5=w
0	white e1 d3 e3 c5 | black a1 c2 a3 a5 e5 | black to move | quiet 3 | ply 58	w	a1-c1=w c2-c1=w c2-b2=w c2-d2=w a3-b3=w
13	white e1 b2 c2 b3 d3 c4 | black c1 d2 a3 e3 b4 d4 | black to move | quiet 3	d	c1-a1=d a3-a1=d a3-a5=d e3-e5=d
0	white e1 b2 d2 c4 d4 a5 | black c2 b3 e3 | black to move | quiet 14 | ply 50	l	c2-c1=l b3-a3=l b3-b4=l e3-d3=l e3-e5=l
0	white d2 b4 e5 | black b2 c2 c4 d4 a5 | black to move | quiet 83 | ply 217	w	b2-b3=w c2-c1=w c4-c5=w d4-d3=w a5-a3=w a5-c5=w
7	white c1 b3 d3 e3 a5 c5 | black e1 d2 a3 c4 d4 e5 | black to move | quiet 1	d	d2-c2=d a3-a1=d c4-b4=d
4	white e1 b2 c2 d3 b4 d4 | black c1 b3 e3 c5 e5 | black to move | quiet 1	l	c1-a1=l b3-a3=l c5-c4=l c5-a5=l
0	white c2 d2 b3 e3 d4 a5 | black a1 e1 b4 | black to move | quiet 70 | ply 106	l	a1-c1=l a1-a3=l e1-c1=l b4-c4=l
5	white e1 b2 d3 b4 a5 e5 | black c1 c2 d2 b3 e3 c4 | black to move | quiet 3	d	c1-a1=d b3-a3=d c4-d4=l c4-c5=d
0	white a1 e1 d2 a5 c5 e5 | black c2 d3 c4 | white to move | quiet 19 | ply 63	w	a1-c1=w a1-a3=w e1-c1=w e1-e3=w a5-a3=w e5-e3=w
6	white a1 b2 d2 b3 c4 d4 | black d3 c5 e5 | white to move | quiet 3 | ply 27	w	a1-c1=w a1-a3=w b2-c2=w d2-c2=w b3-a3=w b3-b4=w c4-b4=w
6	white c1 d2 c4 d4 e5 | black a1 b2 a3 d3 b4 a5 | white to move | ply 19	l	c1-e1=l c1-c2=l d2-c2=l c4-c5=l e5-e3=l e5-c5=l
13	white e1 b2 a3 d3 c4 e5 | black a1 b3 e3 b4 d4 c5 | black to move | quiet 15	d	a1-c1=d c5-a5=l
0	white e1 d2 d3 b4 d4 c5 | black b2 c2 b3 e3 | white to move | quiet 1 | ply 32	w	e1-c1=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
9	white a1 b2 d2 e3 d4 | black c2 b3 a5 c5 | white to move | quiet 3 | ply 25	w	a1-c1=w a1-a3=w d2-d3=w e3-e1=w e3-d3=w e3-e5=w d4-d3=w d4-c4=w
1	white b2 c2 a3 e3 | black e1 d2 b3 d3 c4 d4 | black to move | quiet 5	w	e1-c1=w b3-b4=w c4-b4=w c4-c5=w
1	white b2 e3 c5 | black a1 d2 d3 c4 d4 e5 | black to move | quiet 27 | ply 58	w	a1-c1=w a1-a3=w d2-c2=w c4-b4=w
5	white a1 c1 e1 c4 a5 e5 | black b2 d2 e3 c5 | white to move | quiet 1 | ply 20	w	a1-a3=w c1-c2=w c4-b4=w c4-d4=w a5-a3=w
7	white a1 c1 b3 d3 c5 e5 | black e1 c2 a3 c4 d4 a5 | white to move | quiet 10	d	b3-b2=l b3-b4=l d3-d2=d d3-e3=l e5-e3=d
7	white c2 d2 c4 c5 e5 | black b2 a3 e3 b4 d4 a5 | black to move | quiet 3	w	b2-b3=w a3-a1=w a3-b3=w e3-e1=w e3-d3=w b4-b3=w d4-d3=w
2	white d2 d3 c4 | black a1 e1 a3 e3 a5 c5 | black to move | quiet 3 | ply 22	w	a1-c1=w e1-c1=w a3-b3=w e3-e5=w c5-e5=w
0	white e1 b2 d2 d3 c4 c5 | black c2 a3 e3 | white to move | quiet 19 | ply 55	w	e1-c1=w b2-b3=w d3-d4=w c4-b4=w c4-d4=w c5-a5=w c5-e5=w
0	white c2 d2 e3 c4 | black a1 b4 d4 a5 e5 | white to move | quiet 68 | ply 123	l	c2-c1=l c2-b2=l d2-d3=l e3-e1=l e3-d3=l c4-c5=l
0	white b3 b4 c4 c5 | black b2 c2 d2 a3 e3 d4 | white to move | ply 22	l	c5-a5=l c5-e5=l
5	white e1 b2 d2 a3 b4 c5 | black a1 c2 b3 e3 d4 a5 | white to move | quiet 44	d	e1-c1=d d2-d3=d b4-c4=d c5-c4=d c5-e5=d
14	white c1 b2 d3 c4 a5 c5 | black e1 c2 a3 b3 d4 e5 | white to move | quiet 2	d	c1-a1=d d3-d2=l d3-e3=d c4-b4=d
13	white c1 b2 a3 c4 d4 c5 | black a1 e1 d2 b4 a5 e5 | white to move	w	c1-c2=l b2-c2=l b2-b3=l a3-b3=l d4-d3=w
14	white a1 b2 d2 b4 d4 e5 | black c1 a3 b3 d3 c4 c5 | black to move | quiet 33	w	c1-e1=l c1-c2=w a3-a5=w d3-e3=w c5-a5=w
0	white e3 b4 d4 a5 c5 | black a1 e1 b3 d3 | black to move | quiet 6 | ply 38	l	a1-c1=l a1-a3=l e1-c1=l b3-b2=l b3-a3=l d3-d2=l
10	white d2 b4 d4 | black a1 c2 a3 d3 c5 | black to move | quiet 3 | ply 29	w	a1-c1=w c2-c1=w c2-b2=w a3-b3=w a3-a5=w d3-e3=w c5-c4=w c5-a5=w c5-e5=w
0	white c1 d3 e3 d4 c5 | black a1 a3 b3 c4 a5 e5 | white to move | quiet 14	l	c1-e1=l c1-c2=l d3-d2=l e3-e1=l
14	white a1 c1 b2 d2 c4 e5 | black c2 a3 e3 b4 d4 c5 | white to move | quiet 20	d	c1-e1=d b2-b3=d d2-d3=d
0	white a1 c1 d2 a3 | black b2 b3 d3 b4 d4 c5 | black to move | quiet 9 | ply 45	w	b2-c2=w d3-e3=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
0	white c1 c2 d2 a3 | black e1 b2 b3 b4 d4 a5 | white to move | quiet 18 | ply 54	l	c1-a1=l d2-d3=l a3-a1=l
0	white e1 d3 b4 d4 | black c1 a3 c4 c5 e5 | black to move | quiet 51 | ply 106	w	c1-a1=w c1-c2=w a3-a1=w a3-b3=w a3-a5=w c5-a5=w e5-e3=w
7	white a1 e1 c2 b3 e3 c4 | black c1 b2 d3 b4 d4 e5 | black to move | quiet 31	d	d3-d2=l e5-c5=d
7	white e1 c2 b3 e3 c4 a5 | black c1 b2 d3 b4 d4 e5 | black to move | quiet 23	d	c1-a1=d d3-d2=d e5-c5=d
3	white a1 d2 d3 b4 d4 c5 | black a3 b3 e3 | white to move | quiet 1 | ply 21	w	a1-c1=w d2-c2=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
8	white a1 e1 c2 a3 d4 e5 | black c1 d2 d3 e3 a5 c5 | white to move | quiet 4	d	c2-b2=d a3-b3=d d4-c4=l
1	white a1 c1 a3 e3 a5 e5 | black b3 d3 c4 | white to move | quiet 3 | ply 21	w	c1-e1=w c1-c2=w e3-e1=w a5-c5=w e5-c5=w
14	white a1 b2 c2 b4 d4 e5 | black c1 d2 a3 b3 c4 c5 | black to move | quiet 31	w	c1-e1=d d2-d3=w a3-a5=d c5-a5=d
0	white e1 d2 b3 c4 a5 c5 | black c1 b2 c2 a3 d3 d4 | black to move | quiet 55	l	c1-a1=l a3-a1=l d3-e3=l
4	white a1 d3 e3 a5 | black b2 d2 b3 b4 c4 d4 | black to move | quiet 1	w	b2-c2=w d2-c2=w b3-a3=w c4-c5=w
7	white a1 c1 d2 b3 d3 c5 | black e1 c2 a3 b4 d4 a5 | white to move | quiet 4	d	b3-b2=d d3-e3=d c5-c4=d c5-e5=l
5	white a3 b3 e3 c4 a5 | black a1 e1 c2 d3 b4 e5 | black to move | quiet 7	w	a1-c1=l e1-c1=w c2-c1=w c2-b2=w c2-d2=w d3-d2=w d3-d4=w e5-c5=w
0	white c2 d2 d3 d4 e5 | black b2 b3 e3 b4 c4 | white to move | quiet 1 | ply 16	l	c2-c1=l e5-c5=l
1	white d3 c4 a5 | black c2 d2 b3 b4 d4 c5 | black to move | quiet 13 | ply 46	w	c2-c1=w c2-b2=w b3-b2=w b3-a3=w c5-e5=w
1	white a1 c2 b4 d4 c5 | black e1 d2 b3 e3 c4 e5 | white to move	l	a1-c1=l a1-a3=l c2-c1=l c2-b2=l d4-d3=l c5-a5=l
10	white c1 c2 e3 c4 c5 | black a1 b2 a3 d3 b4 e5 | white to move | quiet 2 | ply 21	l	c1-e1=l c2-d2=l e3-e1=l c4-d4=l c5-a5=l
0	white a3 b3 e3 b4 d4 | black a1 b2 c2 d2 e5 | black to move | quiet 7 | ply 25	w	a1-c1=l c2-c1=w d2-d3=w e5-c5=l
13	white a1 c1 b2 d3 b4 c4 | black e1 c2 a3 b3 d4 a5 | white to move	d	d3-d2=l d3-e3=l c4-c5=d
10	white a1 e1 c2 b3 c4 d4 | black b2 d2 a3 e3 c5 | black to move | quiet 2 | ply 32	l	d2-d3=l a3-a5=l e3-d3=l e3-e5=l c5-a5=l c5-e5=l
0	white d3 e3 b4 d4 | black c1 a3 c4 c5 e5 | white to move | quiet 50 | ply 105	l	d3-d2=l e3-e1=l b4-b3=l
13	white a1 b2 d2 d4 a5 e5 | black c2 a3 b3 e3 c4 c5 | black to move | quiet 11	d	c2-c1=d b3-b4=d e3-e1=l e3-d3=d c4-b4=d
7	white c1 b2 a3 d3 d4 c5 | black a1 e1 b3 b4 c4 | white to move | quiet 5 | ply 23	w	c1-c2=w b2-c2=w a3-a5=w d3-d2=w d3-e3=w c5-a5=w c5-e5=w
0	white e1 d2 a3 e3 b4 c5 | black b2 b3 d3 d4 | black to move | quiet 8 | ply 39	l	b2-c2=l d4-c4=l
0	white a1 c2 a3 d3 | black e1 b2 b3 b4 a5 c5 | white to move | quiet 22 | ply 58	l	a1-c1=l c2-c1=l c2-d2=l d3-d2=l d3-e3=l d3-d4=l
1	white e1 c2 c4 | black a1 d2 d3 d4 a5 e5 | white to move | quiet 6 | ply 37	l	e1-c1=l e1-e3=l c2-c1=l c2-b2=l c4-b4=l c4-c5=l
0	white e1 b2 d3 c5 | black c1 b3 b4 d4 a5 | black to move | quiet 61 | ply 114	w	c1-a1=w c1-c2=w b3-a3=w b4-c4=w d4-c4=w a5-a3=w
13	white c1 a3 b3 d3 d4 c5 | black a1 b2 e3 c4 a5 e5 | black to move | quiet 21	l	b2-c2=l e3-e1=l c4-b4=l
9	white c1 b2 b3 c4 d4 | black e1 c2 d3 | black to move | quiet 2 | ply 29	l	e1-e3=l c2-d2=l d3-d2=l d3-e3=l
3	white a1 d2 e3 b4 d4 c5 | black c1 e1 a3 b3 | black to move | quiet 3	l	c1-c2=l a3-a5=l b3-b2=l
3	white e1 b3 e3 c4 a5 e5 | black c1 b2 a3 d4 | white to move | quiet 1 | ply 18	w	b3-b4=w e3-d3=w c4-b4=w c4-c5=w a5-c5=w e5-c5=w
14	white c1 e1 a3 b3 a5 | black d3 b4 c4 d4 | white to move | quiet 3 | ply 25	w	c1-a1=w c1-c2=w e1-e3=w a3-a1=w b3-b2=w a5-c5=w
10	white c1 b2 d2 b4 d4 | black a1 c2 a3 d3 a5 | white to move | ply 16	l	c1-e1=l b2-b3=l b4-b3=l b4-c4=l d4-c4=l
2	white a1 c1 e1 a3 a5 e5 | black b3 e3 c4 d4 | white to move	w	c1-c2=w a5-c5=w e5-c5=w
0	white e1 d2 d3 c4 | black c1 b2 e3 b4 a5 | black to move | quiet 29 | ply 84	w	c1-a1=w c1-c2=l b2-c2=l b2-b3=l e3-e5=l b4-b3=l a5-a3=l a5-c5=l
0	white c4 a5 e5 | black a1 e1 a3 b3 d3 c5 | black to move | quiet 45 | ply 86	w	a1-c1=w e1-c1=w e1-e3=w b3-b2=w b3-b4=w d3-d2=w d3-e3=w d3-d4=w
8	white c1 b2 c2 d3 b4 c5 | black a1 e1 d2 b3 d4 a5 | black to move | quiet 1	w	a1-a3=d e1-e3=w b3-a3=w d4-c4=w a5-a3=d
6	white a1 c2 b3 d3 c4 a5 | black d2 a3 e3 b4 d4 c5 | white to move | quiet 18	d	a1-c1=d c2-c1=d c2-b2=d b3-b2=d
11	white c1 b3 a5 | black d2 a3 d3 b4 d4 c5 | black to move | quiet 1 | ply 52	w	d2-c2=w a3-a1=w d3-e3=w b4-c4=w d4-c4=w c5-c4=w c5-e5=w
11	white a1 e1 b2 a5 c5 e5 | black c1 d2 a3 e3 c4 | white to move | quiet 2	d	b2-c2=d b2-b3=d
7	white a1 e1 c2 b3 e3 a5 | black c1 b2 d3 b4 e5 | white to move | quiet 3 | ply 53	w	a1-a3=w c2-d2=w b3-a3=w a5-a3=w a5-c5=w
8	white c1 e1 d2 b3 d3 c4 | black b2 e3 b4 d4 a5 c5 | black to move | quiet 1	w	b2-c2=w e3-e5=w a5-a3=w c5-e5=l
13	white a1 b2 c2 e3 d4 c5 | black c1 a3 b3 d3 b4 e5 | white to move | quiet 2	d	c2-d2=d e3-e1=d d4-c4=d c5-c4=d c5-a5=d
3	white c1 e1 c2 | black a1 b3 e3 a5 c5 e5 | black to move | quiet 3 | ply 22	w	a1-a3=w b3-b2=w b3-a3=w b3-b4=w e3-d3=w a5-a3=w c5-c4=w
14	white a1 e1 c2 b3 a5 | black b2 d2 b4 c4 d4 | black to move | quiet 5	l	d2-d3=l c4-c5=l d4-d3=l
11	white c1 b2 d2 d4 | black e1 c2 d3 a5 c5 e5 | white to move | ply 22	l	c1-a1=l b2-b3=l d4-c4=l
0	white a1 c2 e3 c4 d4 | black c1 b2 d2 a3 b4 c5 | black to move | quiet 15	w	c1-e1=w b2-b3=w d2-d3=w a3-b3=w a3-a5=w b4-b3=w c5-a5=w c5-e5=w
5	white c1 d2 a3 d3 a5 e5 | black a1 b2 c2 e3 d4 c5 | black to move | quiet 1	w	b2-b3=w e3-e1=d d4-c4=d c5-c4=l
1	white e1 b2 d2 b3 | black a1 c1 a3 a5 c5 e5 | black to move | quiet 3	w	c1-c2=w c5-c4=w e5-e3=w
14	white e1 c2 d2 a3 b4 e5 | black a1 b2 b3 e3 d4 c5 | white to move	d	e1-c1=d c2-c1=d d2-d3=d a3-a5=d b4-c4=d
0	white e1 d2 e3 c5 | black a1 c2 d3 a5 e5 | black to move | quiet 15 | ply 68	w	a1-c1=w a1-a3=w c2-c1=w c2-b2=w d3-d4=w a5-a3=w
0	white c1 a3 b3 e3 c5 | black a1 d3 b4 c4 d4 e5 | white to move | quiet 2	l	c1-e1=l c1-c2=l a3-a5=l b3-b2=l e3-e1=l c5-a5=l
4	white b2 e3 d4 c5 | black a1 c1 e1 d2 a3 a5 | white to move	l	b2-c2=l b2-b3=l e3-d3=l e3-e5=l d4-d3=l d4-c4=l c5-c4=l c5-e5=l
0	white a1 d2 a3 | black e1 b2 b3 b4 a5 c5 | white to move | quiet 2 | ply 67	l	a1-c1=l d2-c2=l d2-d3=l
11	white c2 a3 b3 d3 c4 c5 | black c1 b2 b4 d4 a5 e5 | white to move | quiet 40	d	c2-d2=d a3-a1=d d3-d2=l d3-e3=d
10	white e1 d2 b4 c4 d4 | black a1 c2 b3 | white to move | quiet 1 | ply 26	w	e1-c1=w e1-e3=w d2-d3=w c4-c5=w d4-d3=w
12	white c1 c2 b3 d3 c4 a5 | black e1 d2 a3 b4 d4 c5 | black to move | quiet 9	d	e1-e3=d a3-a1=d c5-e5=d
0	white a1 d3 b4 c4 d4 e5 | black c1 c2 d2 b3 c5 | white to move	d	a1-a3=d d3-e3=d e5-e3=d
1	white b2 e3 c5 | black a1 d2 d3 b4 d4 e5 | white to move | quiet 28 | ply 59	l	b2-c2=l b2-b3=l e3-e1=l c5-c4=l c5-a5=l
3	white a3 b3 c4 c5 | black a1 c1 e1 e3 a5 e5 | white to move	l	b3-b2=l b3-b4=l c4-b4=l c4-d4=l
9	white a1 b2 d2 d3 c4 | black c2 b3 a5 c5 e5 | black to move | quiet 1 | ply 19	l	c2-c1=l b3-a3=l b3-b4=l a5-a3=l e5-e3=l
6	white c1 d2 a3 b3 e3 c5 | black e1 c2 d3 d4 a5 e5 | black to move | quiet 11	d	c2-b2=l d4-c4=d
2	white b2 e3 b4 d4 | black a1 e1 a3 a5 c5 e5 | white to move	l	b2-c2=l b2-b3=l e3-d3=l b4-b3=l b4-c4=l d4-d3=l d4-c4=l
13	white e1 a3 b3 d3 d4 c5 | black a1 b2 e3 c4 a5 e5 | white to move | quiet 20	w	e1-c1=w b3-b4=d d3-d2=d
0	white d3 e3 b4 | black c1 b2 c2 c4 d4 | white to move | quiet 68 | ply 202	l	d3-d2=l e3-e1=l e3-e5=l b4-b3=l
4	white b2 a3 e3 b4 c4 d4 | black c1 c5 e5 | black to move | ply 20	l	c1-a1=l c1-e1=l c1-c2=l c5-a5=l
6	white c1 d2 a3 b3 e3 c5 | black e1 c2 d3 c4 a5 e5 | white to move | quiet 16	d	c1-a1=d a3-a1=d b3-b2=d b3-b4=d
7	white e1 c2 b3 e3 c4 c5 | black c1 b2 d3 b4 d4 e5 | white to move | quiet 22	d	c2-d2=d b3-a3=d c5-a5=d
0	white e1 a3 b3 c4 d4 | black a1 b2 c2 d2 e5 | black to move | quiet 11 | ply 29	l	a1-c1=l c2-c1=l d2-d3=l e5-e3=l e5-c5=l
0	white e1 d2 e3 a5 | black a1 b2 a3 d4 e5 | black to move | quiet 21 | ply 74	w	a1-c1=w b2-c2=w b2-b3=w a3-b3=w d4-d3=w d4-c4=w e5-c5=w
2	white a1 e1 d2 d3 d4 a5 | black c2 c4 c5 | white to move | quiet 1 | ply 23	w	a1-c1=w a1-a3=w e1-c1=w e1-e3=w d3-e3=w a5-a3=w
8	white c1 d2 b3 e3 b4 c5 | black b2 a3 d3 c4 d4 e5 | white to move | quiet 14	d	c1-a1=d c1-e1=d c1-c2=d d2-c2=d e3-e1=d c5-a5=d
12	white c1 c2 a3 b3 d4 e5 | black a1 b2 d3 b4 c4 c5 | black to move | quiet 31	d	d3-d2=l d3-e3=d c5-a5=d
13	white c1 c2 b3 e3 c4 a5 | black e1 b2 d2 a3 d4 c5 | white to move | quiet 8	d	c1-a1=d b3-b4=d e3-d3=d e3-e5=l c4-b4=d
0	white e3 c4 a5 c5 e5 | black e1 c2 b3 | black to move | quiet 2 | ply 47	l	e1-c1=l c2-c1=l c2-b2=l c2-d2=l b3-b2=l b3-a3=l b3-b4=l
11	white a1 c2 b3 e3 c4 c5 | black c1 b2 a3 d3 b4 e5 | white to move | quiet 48	d	c2-d2=d e3-e1=d c4-d4=d c5-a5=d
0	white e1 b4 a5 | black a1 c1 a3 b3 d3 c5 | black to move | quiet 27 | ply 68	w	c1-c2=w b3-b2=w d3-d2=w d3-e3=w d3-d4=w c5-c4=w c5-e5=w
0	white e1 b2 d2 b4 a5 c5 | black a1 c1 c2 a3 d3 c4 | black to move | quiet 3	d	a3-b3=l d3-e3=d d3-d4=l c4-d4=l
11	white a1 b2 c4 a5 e5 | black c1 d2 a3 e3 | white to move | quiet 3 | ply 27	w	b2-c2=w b2-b3=w c4-b4=w c4-d4=w c4-c5=w a5-c5=w e5-c5=l
7	white c1 d2 a3 e3 c4 a5 | black a1 e1 b2 d3 c5 e5 | white to move | quiet 2	d	c1-c2=d d2-c2=d a3-b3=d c4-b4=d c4-d4=d
0	white c1 c2 d2 c5 | black a1 e1 a3 d3 a5 | white to move | quiet 4 | ply 57	d	c2-b2=d c5-c4=l c5-e5=l
5	white a1 e1 b3 e3 b4 e5 | black c1 a3 d3 | white to move | quiet 5 | ply 35	w	b3-b2=w b4-c4=w e5-c5=w
4	white c1 d3 e3 a5 | black b2 d2 b3 b4 c4 d4 | white to move	l	c1-a1=l c1-e1=l c1-c2=l e3-e1=l e3-e5=l a5-a3=l a5-c5=l
5	white a1 e1 b2 e3 a5 e5 | black c1 c2 d2 c4 | black to move | ply 17	l	d2-d3=l c4-b4=l c4-d4=l c4-c5=l
0	white b3 b4 c4 a5 | black a1 e1 b2 c2 d3 d4 | white to move | quiet 6 | ply 28	l	b3-a3=l c4-c5=l a5-a3=l a5-c5=l
7	white a1 c1 b3 d3 c5 e5 | black e1 c2 a3 c4 d4 a5 | white to move | quiet 14	d	b3-b2=l b3-b4=l d3-d2=d d3-e3=l e5-e3=d
5	white a1 e1 b2 b3 e3 e5 | black c1 c2 d2 a5 | black to move | quiet 4 | ply 21	l	d2-d3=l a5-a3=l a5-c5=l
5	white a1 e1 b2 b4 d4 c5 | black c1 d2 b3 e3 c4 a5 | white to move | quiet 58	d	a1-a3=d b2-c2=d d4-d3=d c5-e5=d
0	white e3 c4 a5 | black a1 c1 d2 a3 b4 c5 | black to move | quiet 31 | ply 72	w	c1-e1=w c1-c2=w d2-c2=w d2-d3=w a3-b3=w b4-b3=w c5-e5=w
11	white a1 c1 b3 a5 e5 | black d2 a3 e3 b4 d4 c5 | black to move | quiet 3 | ply 44	w	d2-c2=w d2-d3=w e3-e1=w e3-d3=w b4-c4=w d4-d3=w d4-c4=w c5-c4=w
0	white a1 c1 c2 d3 d4 e5 | black e1 b2 d2 e3 b4 c5 | black to move | quiet 9	w	b2-b3=d b4-b3=d b4-c4=d c5-c4=w c5-a5=d
0	white b2 d2 e3 b4 a5 c5 | black a1 c1 c2 a3 d3 c4 | white to move | quiet 2	w	b2-b3=w e3-e1=d e3-e5=w b4-b3=w c5-e5=l
6	white a1 e1 c2 d3 b4 a5 | black c1 d2 a3 d4 c5 e5 | black to move | quiet 3	d	a3-b3=d d4-c4=d c5-c4=d e5-e3=d
0	white e1 b2 d3 b4 d4 c5 | black c1 a3 e3 | white to move | quiet 25 | ply 61	w	b2-c2=w b2-b3=w d3-d2=w b4-b3=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
11	white c1 b2 d3 e3 a5 c5 | black a1 e1 c2 b3 c4 e5 | white to move	d	d3-d2=d d3-d4=d a5-a3=d
4	white e1 b2 c2 d2 b4 d4 | black c1 e3 c4 e5 | black to move | ply 17	l	c1-a1=l e3-d3=l c4-c5=l e5-c5=l
10	white e1 b2 d2 b4 c4 d4 | black c2 b3 d3 c5 e5 | white to move	d	e1-c1=d e1-e3=d
11	white a1 b2 b3 a5 e5 | black d2 a3 d3 b4 d4 c5 | white to move | ply 41	l	a1-c1=l b2-c2=l e5-e3=l
0	white c1 d3 e3 b4 c4 c5 | black b2 c2 a3 a5 e5 | white to move | quiet 6	w	c1-a1=w c1-e1=w d3-d2=w d3-d4=w e3-e1=w b4-b3=w c4-d4=w
11	white c2 b3 d3 e3 c4 c5 | black c1 d2 b4 d4 a5 e5 | white to move | quiet 60	d	c2-b2=d b3-b2=l b3-a3=d e3-e1=d
11	white a1 c2 b3 d3 c4 e5 | black c1 d2 a3 e3 b4 d4 | white to move | quiet 2	d	c2-b2=d b3-b2=d c4-c5=d e5-c5=d
0	white b2 a3 b3 d3 e3 d4 | black a1 c1 e5 | white to move | quiet 37 | ply 73	w	b2-c2=w a3-a5=w b3-b4=w d3-d2=w e3-e1=w d4-c4=w
11	white a1 e1 c2 d3 a5 c5 | black c1 b2 d2 a3 b3 e5 | white to move	l	e1-e3=l d3-e3=l d3-d4=l c5-c4=l
11	white a1 d2 b3 e3 c4 c5 | black c1 b2 a3 d3 b4 e5 | black to move | quiet 45	d	c1-e1=d c1-c2=d b2-c2=d a3-a5=d d3-d4=d
10	white b2 a3 d3 b4 c4 c5 | black c2 b3 e3 d4 a5 e5 | white to move	l	a3-a1=l d3-d2=l
0	white b2 c2 e5 | black d2 a3 c4 d4 a5 | black to move | quiet 41 | ply 175	w	d2-d3=w a3-a1=w a3-b3=w c4-b4=w c4-c5=w d4-d3=w a5-c5=w
0	white e1 b2 d2 a3 b4 d4 | black a1 c1 c5 | white to move | quiet 31 | ply 67	w	e1-e3=w b2-c2=w b2-b3=w d2-c2=w d2-d3=w a3-b3=w a3-a5=w b4-b3=w b4-c4=w d4-d3=w d4-c4=w
1	white b2 c2 d2 b3 b4 | black c1 a3 a5 | white to move | quiet 1 | ply 20	w	d2-d3=w b4-c4=w
8	white c1 e1 d2 a3 b3 c5 | black a1 c2 e3 c4 d4 e5 | white to move | quiet 8	d	d2-d3=d a3-a5=d b3-b2=d b3-b4=d c5-a5=d
13	white e1 a3 b3 d3 c4 c5 | black a1 b2 e3 b4 a5 e5 | white to move | quiet 18	w	e1-c1=w d3-d2=d d3-d4=d c4-d4=d
7	white c2 e3 b4 d4 a5 c5 | black a1 b2 b3 d3 c4 e5 | black to move | quiet 1	d	a1-c1=d a1-a3=d b3-a3=d d3-d2=d
0	white b3 e3 a5 | black a1 c1 d2 a3 d3 c5 | white to move | quiet 20 | ply 61	l	b3-b2=l b3-b4=l e3-e1=l e3-e5=l
6	white e3 b4 d4 e5 | black a1 e1 c2 a3 d3 a5 | white to move | quiet 2 | ply 22	l	b4-b3=l b4-c4=l d4-c4=l e5-c5=l
1	white a1 e1 a3 e3 a5 e5 | black b2 c4 d4 | black to move | ply 18	l	b2-c2=l b2-b3=l c4-b4=l c4-c5=l d4-d3=l
11	white a1 c1 e1 b2 d2 | black c2 d3 c4 a5 e5 | black to move | ply 21	w	d3-e3=w d3-d4=w c4-b4=l c4-d4=l c4-c5=w a5-a3=l a5-c5=l e5-e3=l e5-c5=l
1	white a1 c2 d3 b4 c5 | black e1 d2 b3 e3 d4 e5 | white to move | quiet 2	l	a1-c1=l a1-a3=l c2-c1=l c2-b2=l b4-c4=l c5-c4=l c5-a5=l
7	white c1 d2 b3 e3 c4 a5 | black a1 e1 b2 d3 c5 e5 | black to move | quiet 23	d	a1-a3=d b2-c2=d d3-d4=d
0	white e1 b3 e3 | black a1 b2 c4 d4 a5 | white to move | quiet 58 | ply 192	l	e1-c1=l b3-a3=l b3-b4=l e3-d3=l e3-e5=l
6	white e1 c2 a3 b3 d3 c4 | black a1 d2 e3 b4 d4 c5 | white to move | quiet 12	d	e1-c1=d c2-c1=d c2-b2=d a3-a5=d b3-b2=d
7	white d2 e3 b4 d4 a5 c5 | black a1 b2 b3 d3 c4 e5 | white to move	d	d2-c2=d e3-e1=d a5-a3=d
7	white c1 b2 d2 d4 a5 c5 | black a1 b3 d3 b4 c4 e5 | white to move | quiet 2	w	c1-e1=d c1-c2=w b2-c2=l d2-c2=d a5-a3=w
11	white a1 e1 c2 d2 | black d3 e3 c5 | white to move | quiet 3 | ply 35	w	a1-c1=w a1-a3=w e1-c1=w c2-c1=w c2-b2=w
5	white e1 b2 a3 b4 d4 c5 | black c1 d2 b3 e3 c4 a5 | black to move | quiet 55	d	c1-a1=d c1-c2=d d2-c2=d d2-d3=d e3-d3=d e3-e5=d
14	white a1 c1 b2 d3 d4 c5 | black e1 c2 a3 b3 c4 a5 | black to move | quiet 1	d	e1-e3=d c2-d2=d b3-b4=d c4-b4=d
0	white a1 c1 a3 | black e1 b2 b3 e3 b4 c5 | black to move | quiet 9 | ply 74	w	b2-c2=w e3-d3=w e3-e5=w b4-c4=w c5-c4=w c5-a5=w c5-e5=w
0	white e3 b4 a5 | black a1 e1 a3 b3 d3 c5 | black to move | quiet 49 | ply 90	w	a1-c1=w e1-c1=w b3-b2=w d3-d2=w d3-d4=w c5-c4=w c5-e5=w
9	white c2 a3 d3 e3 b4 c5 | black a1 b2 b3 c4 a5 e5 | white to move | quiet 16	w	c2-c1=d c2-d2=d d3-d2=d d3-d4=w e3-e1=d
0	white c1 b2 e3 | black a3 b3 d3 c4 d4 | white to move | quiet 22 | ply 156	l	c1-a1=l c1-e1=l c1-c2=l b2-c2=l e3-e1=l e3-e5=l
11	white a1 e1 b2 a5 c5 e5 | black c1 c2 a3 e3 c4 | black to move | quiet 1	d	c2-d2=d a3-b3=l e3-d3=l c4-b4=l c4-d4=l
12	white c1 c2 b3 e3 c4 a5 | black e1 a3 d3 b4 d4 c5 | black to move | quiet 7	d	a3-a1=l d3-d2=d c5-e5=l
2	white c2 d2 a5 e5 | black b2 b3 e3 b4 d4 c5 | white to move | quiet 2	l	c2-c1=l d2-d3=l a5-a3=l
0	white e1 c2 d3 d4 c5 | black c1 b3 b4 c4 e5 | black to move | quiet 12 | ply 27	l	c1-a1=l b3-b2=l b3-a3=l e5-e3=l
13	white c1 b2 a3 d3 c4 e5 | black c2 b3 e3 b4 d4 a5 | black to move | quiet 5	d	c2-d2=l e3-e1=d a5-c5=d
0	white a1 c1 d2 a5 c5 e5 | black c2 d3 c4 | black to move | quiet 20 | ply 64	l	c2-b2=l d3-e3=l d3-d4=l c4-b4=l c4-d4=l
6	white c1 d2 a3 b3 e3 c5 | black e1 c2 d3 d4 a5 e5 | black to move | quiet 15	d	c2-b2=l d4-c4=d
0	white e1 d2 d3 b4 | black a1 a3 e3 d4 c5 | white to move | quiet 56 | ply 111	l	e1-c1=l d2-c2=l b4-b3=l b4-c4=l
8	white a1 c1 a3 d3 d4 | black c2 b3 e3 b4 a5 c5 | black to move | quiet 5 | ply 20	w	c2-b2=w c2-d2=w b3-b2=w e3-e1=w e3-e5=w b4-c4=w c5-c4=w c5-e5=w
3	white e1 b3 e3 c4 a5 e5 | black a1 b2 a3 d4 | black to move | ply 17	l	a1-c1=l b2-c2=l d4-d3=l
7	white c1 c2 e3 b4 a5 c5 | black e1 a3 b3 d3 c4 e5 | white to move | quiet 24	d	c1-a1=d c2-b2=d c2-d2=d
11	white c1 b3 d3 e3 c4 c5 | black e1 d2 b4 d4 a5 e5 | white to move | quiet 58	d	c1-a1=d c1-c2=d b3-b2=d b3-a3=d
13	white a1 d2 b3 e3 c4 c5 | black c1 c2 a3 b4 d4 e5 | white to move | quiet 18	d	d2-d3=d b3-b2=d e3-e1=d e3-d3=d c5-a5=d
0	white d3 b4 e5 | black a1 b2 c2 c4 d4 | white to move | quiet 66 | ply 200	l	d3-d2=l d3-e3=l b4-b3=l e5-e3=l e5-c5=l
2	white a1 c2 b3 a5 | black b4 c4 d4 | black to move | quiet 1 | ply 26	l	c4-c5=l d4-d3=l
7	white c1 d2 b3 e3 c4 a5 | black a1 e1 c2 d3 c5 e5 | white to move | quiet 20	d	b3-b2=d b3-a3=d b3-b4=d c4-b4=d c4-d4=d a5-a3=d
5	white a1 b2 c2 a3 a5 | black e3 b4 c4 d4 e5 | black to move | quiet 8 | ply 29	w	e3-e1=l e3-d3=l b4-b3=w c4-c5=w d4-d3=w e5-c5=l
0	white a3 b3 c4 d4 e5 | black a1 b2 c2 d2 c5 | white to move | quiet 4 | ply 22	w	a3-a5=w b3-b4=w c4-b4=l d4-d3=l e5-e3=w
0	white a1 c1 d2 a3 | black b2 b3 d3 e3 b4 a5 | white to move | quiet 14 | ply 50	l	c1-e1=l c1-c2=l d2-c2=l
0	white e1 d2 a3 b4 c4 c5 | black a1 c1 b2 c2 d3 e5 | black to move | quiet 35	l	b2-b3=l d3-e3=l d3-d4=l e5-e3=l
5	white a1 e1 b2 a3 e3 e5 | black c1 c2 d2 c5 | black to move | quiet 2 | ply 19	l	d2-d3=l c5-c4=l c5-a5=l
0	white d2 d3 e3 c4 | black e1 c2 b3 d4 a5 | black to move | quiet 41 | ply 94	w	e1-c1=w c2-c1=w c2-b2=w b3-b2=w b3-a3=w b3-b4=w a5-a3=w a5-c5=w
0	white d2 e3 b4 | black b2 c2 a3 c4 d4 | black to move | quiet 81 | ply 215	w	b2-b3=w c2-c1=w a3-a1=w a3-b3=w a3-a5=w c4-c5=w d4-d3=w
0	white b3 b4 c4 a5 | black a1 e1 b2 c2 d2 d4 | black to move | quiet 5 | ply 27	w	a1-c1=w a1-a3=w e1-c1=w e1-e3=w c2-c1=w d2-d3=w d4-d3=w
2	white d2 b3 d4 | black a1 e1 e3 a5 c5 e5 | black to move | quiet 1 | ply 20	w	a1-c1=w a1-a3=w e1-c1=w e3-d3=w a5-a3=w c5-c4=w
11	white a1 b2 c4 a5 e5 | black c1 c2 a3 e3 | black to move | quiet 2 | ply 26	l	c1-e1=l c2-d2=l a3-b3=l e3-e1=l e3-d3=l
0	white e1 b2 d2 d4 c5 | black c1 a3 b3 e3 c4 | white to move | quiet 21 | ply 36	d	b2-c2=l d2-c2=d d2-d3=d d4-d3=d c5-a5=d c5-e5=l
7	white c1 d2 a3 e3 c4 a5 | black a1 e1 c2 d4 c5 e5 | white to move | quiet 6	d	d2-d3=d a3-b3=d e3-d3=l c4-b4=d
0	white d2 d3 e3 c5 | black e1 c2 a3 c4 d4 | black to move | quiet 35 | ply 88	w	e1-c1=w c2-c1=w c2-b2=w a3-a1=w a3-b3=w a3-a5=w c4-b4=w
0	white c1 b2 e5 | black a3 b3 d3 d4 c5 | white to move | quiet 24 | ply 158	l	c1-a1=l c1-e1=l c1-c2=l b2-c2=l e5-e3=l
5	white c1 b2 d2 d3 c4 d4 | black c2 b3 e3 b4 e5 | white to move	w	c1-a1=w c1-e1=d c4-c5=w
0	white a1 e1 d3 a5 c5 e5 | black c2 e3 c4 | white to move | quiet 9 | ply 53	w	a1-c1=w a1-a3=w e1-c1=w d3-d2=w d3-d4=w a5-a3=w
12	white c1 b2 d2 c4 d4 a5 | black e1 c2 b3 d3 b4 e5 | black to move | quiet 3	w	e1-e3=d b3-a3=w d3-e3=w e5-e3=w e5-c5=w
12	white d2 a3 b3 e3 d4 c5 | black c1 b2 d3 b4 c4 a5 | black to move | quiet 3	d	c1-a1=d c1-e1=d c1-c2=d b2-c2=d
14	white a1 c1 b2 d3 c4 e5 | black e1 c2 a3 b3 d4 c5 | black to move | quiet 25	d	e1-e3=d c2-d2=d a3-a5=d b3-b4=d c5-a5=d
6	white a1 e1 d2 b3 c4 a5 | black c1 b2 c2 a3 b4 c5 | white to move | quiet 2	w	e1-e3=w d2-d3=l c4-d4=w
12	white a1 c2 b3 e3 c4 a5 | black e1 d2 a3 b4 d4 c5 | black to move | quiet 5	d	e1-c1=d d2-d3=d d4-d3=d c5-e5=d
13	white a1 c1 b2 e3 c4 c5 | black e1 c2 a3 b4 d4 a5 | white to move | quiet 14	d	b2-b3=d e3-d3=d e3-e5=l c5-e5=d
1	white c1 c2 b4 | black a1 d2 d3 d4 a5 e5 | white to move | quiet 10 | ply 41	l	c1-e1=l c2-b2=l b4-b3=l b4-c4=l
4	white e1 b2 d2 d3 b4 d4 | black c1 b3 e3 c5 e5 | white to move	w	b2-c2=d d2-c2=w b4-c4=d d4-c4=w
0	white d2 d3 a5 e5 | black c1 c2 a3 c4 d4 | white to move | quiet 32 | ply 85	l	d3-e3=l a5-c5=l e5-e3=l e5-c5=l
5	white a1 e1 b2 b3 e3 e5 | black c2 d4 a5 | black to move | ply 30	l	c2-c1=l c2-d2=l d4-d3=l d4-c4=l a5-a3=l a5-c5=l
0	white c1 e1 b2 | black d2 a3 b3 c4 c5 | white to move | quiet 32 | ply 166	l	c1-a1=l c1-c2=l e1-e3=l b2-c2=l
12	white a1 d4 a5 c5 | black c1 b2 a3 d3 b4 e5 | white to move | quiet 4 | ply 26	l	d4-c4=l c5-c4=l
6	white c1 d2 a3 e3 b4 c5 | black e1 b2 d3 d4 a5 e5 | black to move | quiet 13	d	b2-c2=l b2-b3=l d4-c4=d
2	white a1 b2 c2 d2 e3 c5 | black e1 a3 b4 a5 e5 | white to move | quiet 1 | ply 15	w	a1-c1=w b2-b3=w c2-c1=w d2-d3=w e3-d3=w c5-c4=w
0	white b3 b4 c4 a5 c5 | black c1 b2 d2 a3 e3 d4 | black to move | quiet 7	w	c1-a1=w c1-e1=w c1-c2=w b2-c2=w d2-c2=w d2-d3=w a3-a1=w e3-e1=w e3-d3=w e3-e5=w d4-d3=w
1	white a3 e3 c5 | black a1 d2 d3 b4 c4 e5 | black to move | quiet 31 | ply 62	w	a1-c1=w d2-c2=w d3-d4=w b4-b3=w c4-d4=w
12	white e1 d2 a3 b3 d4 c5 | black c1 c2 d3 b4 c4 a5 | black to move | quiet 5	d	c1-a1=d c2-b2=d d3-e3=d
11	white e1 d3 c4 c5 | black c1 b2 d2 b3 b4 e5 | white to move | ply 22	l	e1-e3=l d3-e3=l d3-d4=l c4-d4=l c5-a5=l
2	white b2 b3 a5 | black a1 c1 e1 e3 b4 e5 | white to move | ply 19	l	b2-c2=l b3-a3=l a5-a3=l a5-c5=l
14	white c1 e1 a3 b3 a5 | black e3 b4 c4 d4 | black to move | quiet 2 | ply 24	l	e3-d3=l e3-e5=l c4-c5=l d4-d3=l
3	white b3 e3 b4 | black a1 e1 c2 a3 c4 a5 | white to move | ply 29	l	b3-b2=l e3-d3=l e3-e5=l
4	white e1 b2 c2 d3 b4 d4 | black c1 e3 a5 e5 | white to move | quiet 3 | ply 20	w	b2-b3=w c2-d2=w d3-d2=w b4-b3=w b4-c4=w d4-c4=w
5	white e1 b2 d2 a3 b4 e5 | black a1 c2 b3 e3 c4 a5 | white to move | quiet 38	d	e1-c1=d d2-d3=d e5-c5=d
11	white e1 c2 d3 c4 c5 | black c1 b2 d2 a3 b4 e5 | black to move | quiet 3 | ply 20	w	c1-a1=w b2-b3=w a3-a1=w a3-b3=w a3-a5=w b4-b3=d e5-e3=w
7	white c1 c2 e3 b4 a5 c5 | black e1 a3 b3 d3 c4 e5 | white to move | quiet 20	d	c1-a1=d c2-b2=d c2-d2=d
11	white b2 d2 e3 b4 c4 d4 | black a1 c2 e5 | white to move | quiet 1 | ply 27	w	b2-b3=w d2-d3=w e3-e1=w e3-d3=w b4-b3=w c4-c5=w d4-d3=w
5	white e1 b2 a3 d3 b4 c5 | black c1 c2 b3 c4 a5 e5 | white to move | quiet 18	d	e1-e3=d a3-a1=d d3-d2=d d3-e3=d d3-d4=d
1	white c1 e1 a3 d3 c4 a5 | black b3 d4 c5 e5 | white to move | quiet 3 | ply 24	w	c1-a1=w c1-c2=w e1-e3=w a3-a1=w d3-d2=w d3-e3=w c4-b4=w
10	white c1 c2 e3 c4 c5 | black a1 b2 b3 d3 b4 e5 | black to move | quiet 1 | ply 20	w	a1-a3=d b3-a3=w d3-d2=w d3-d4=w
1	white e3 c4 a5 | black b2 d2 b3 b4 d4 c5 | black to move | quiet 11 | ply 44	w	b2-c2=w d2-c2=w d2-d3=w b3-a3=w d4-d3=w c5-e5=w
0	white c1 d3 e3 c4 c5 | black a1 b2 a3 b3 a5 e5 | white to move	w	c1-e1=l c1-c2=l d3-d2=l d3-d4=l e3-e1=l c4-b4=w c4-d4=l
0	white e3 b4 a5 | black a1 e1 c2 a3 d3 c4 | white to move | quiet 14 | ply 55	l	e3-e5=l b4-b3=l a5-c5=l
10	white b2 d2 e3 b4 c4 d4 | black c2 b3 d3 c5 e5 | black to move | quiet 1	d	c2-c1=d b3-a3=l c5-a5=l
0	white e1 d2 e3 d4 c5 | black a1 c1 c2 c4 a5 e5 | white to move | quiet 26	l	d2-d3=l e3-d3=l d4-d3=l
1	white c1 c2 b3 | black a1 d2 d3 d4 c5 e5 | white to move | quiet 12 | ply 43	l	c1-e1=l c2-b2=l b3-b2=l b3-a3=l b3-b4=l
1	white e1 b2 b3 d3 | black a1 c2 a3 a5 c5 e5 | black to move | quiet 1	w	a1-c1=w c2-c1=w c2-d2=w c5-c4=w e5-e3=w
5	white c2 a3 b4 c4 e5 | black c1 b2 d2 d3 d4 c5 | black to move | quiet 15 | ply 44	w	c1-a1=w c1-e1=w b2-b3=w d3-e3=w c5-a5=w
11	white c1 b2 d3 e3 c4 a5 | black a1 e1 c2 b3 d4 c5 | black to move | quiet 9	d	a1-a3=d c2-d2=d b3-a3=d b3-b4=d c5-e5=d
0	white b3 b4 c4 c5 | black e1 b2 d2 a3 d3 e3 | black to move | quiet 15 | ply 37	w	e1-c1=w b2-c2=w d2-c2=w a3-a1=w a3-a5=w d3-d4=w e3-e5=w
0	white e1 d2 e3 a5 | black a1 b2 a3 d4 c5 | white to move | quiet 22 | ply 75	l	e1-c1=l d2-c2=l d2-d3=l e3-d3=l e3-e5=l
11	white b2 d2 e3 b4 d4 c5 | black e1 c2 b3 c4 e5 | black to move | quiet 5	l	e1-c1=l c2-c1=l b3-a3=l
11	white a1 c2 a3 b3 c5 e5 | black c1 b2 d2 c4 d4 | black to move | quiet 2 | ply 20	l	c1-e1=l d2-d3=l c4-b4=l d4-d3=l
3	white b3 d3 b4 | black a1 e1 c2 a3 c4 a5 | black to move | quiet 1 | ply 30	w	a1-c1=w e1-c1=w e1-e3=w c2-c1=w c2-b2=w c2-d2=w c4-d4=w c4-c5=w a5-c5=w
10	white e1 d2 b3 c4 d4 | black a1 c2 a3 d3 c5 | white to move | quiet 2 | ply 18	w	e1-c1=l e1-e3=l b3-b2=l b3-b4=w c4-b4=l
6	white a1 c1 c2 b3 e3 a5 | black e1 b2 d2 a3 d3 c5 | black to move | quiet 1	w	d3-d4=d c5-c4=w c5-e5=d
6	white a1 b2 d2 b4 d4 c5 | black b3 d3 e3 a5 | white to move | quiet 3 | ply 22	w	a1-c1=w a1-a3=w b2-c2=w d2-c2=w b4-c4=w d4-c4=w c5-c4=w c5-e5=w
12	white c1 d2 a3 b3 d4 e5 | black a1 b2 d3 b4 c4 c5 | white to move | quiet 26	d	c1-e1=d c1-c2=d d2-c2=d a3-a5=d e5-e3=d
4	white e1 a3 d3 c5 e5 | black c2 b4 c4 d4 | black to move | quiet 1 | ply 18	l	c2-c1=l c2-b2=l c2-d2=l b4-b3=l
1	white b2 e3 a5 | black a1 d2 d3 c4 d4 e5 | white to move | quiet 26 | ply 57	l	b2-c2=l b2-b3=l e3-e1=l a5-a3=l a5-c5=l
7	white e1 c2 b3 d3 c4 c5 | black a1 b2 d2 b4 d4 e5 | black to move | quiet 19	d	a1-c1=d a1-a3=d e5-e3=d
0	white e1 a3 b4 c4 d4 | black a1 c1 b2 d3 | white to move | quiet 1 | ply 33	w	e1-e3=w a3-b3=w a3-a5=w b4-b3=w c4-c5=w
0	white b3 b4 c4 c5 | black e1 b2 d2 a3 e3 d4 | white to move | quiet 16 | ply 38	l	c5-a5=l c5-e5=l
6	white c1 c2 b3 d3 c4 a5 | black d2 a3 e3 b4 d4 e5 | white to move | quiet 8	d	c1-a1=d c1-e1=d c2-b2=d b3-b2=d c4-c5=d a5-c5=d
11	white a1 c1 e1 d2 | black c2 d3 a5 c5 e5 | white to move | ply 23	l	a1-a3=l e1-e3=l
13	white a1 c1 b2 d3 c4 c5 | black e1 d2 a3 b3 d4 a5 | black to move | quiet 7	d	e1-e3=d d2-c2=d b3-b4=d
6	white e3 b4 e5 | black a1 c1 e1 a3 d3 a5 | white to move | ply 25	l	b4-b3=l b4-c4=l e5-c5=l
1	white a1 e1 a3 d3 c4 a5 | black c1 b2 e3 d4 c5 | white to move | quiet 4	w	a3-b3=w d3-d2=w c4-b4=w
12	white c1 c2 a3 b3 d3 c4 | black a1 e1 d2 b4 d4 c5 | black to move | quiet 11	d	e1-e3=d c5-a5=d c5-e5=d
4	white e1 b2 c2 d2 b4 d4 | black c1 e3 a5 | white to move | quiet 1 | ply 23	w	b2-b3=w d2-d3=w b4-b3=w b4-c4=w d4-d3=w d4-c4=w
6	white e1 b2 a3 d3 b4 c5 | black c4 d4 e5 | white to move | quiet 3 | ply 37	w	e1-c1=w e1-e3=w b2-c2=w b2-b3=w a3-a1=w a3-b3=w a3-a5=w d3-d2=w d3-e3=w b4-b3=w c5-a5=w
2	white c1 c2 c4 a5 c5 | black d2 a3 d3 b4 d4 e5 | black to move | quiet 1	w	a3-a1=w a3-b3=w d3-e3=w b4-b3=w e5-e3=d
0	white a1 c2 d3 d4 a5 e5 | black e1 b2 d2 b3 e3 c4 | white to move | quiet 4	l	a1-c1=l a1-a3=l c2-c1=l a5-a3=l a5-c5=l e5-c5=l
0	white c1 b2 c2 c5 | black b3 e3 c4 d4 a5 | black to move | quiet 77 | ply 132	w	b3-a3=l b3-b4=w e3-e1=w e3-d3=w e3-e5=w c4-b4=l d4-d3=l a5-a3=w
10	white c1 d2 b4 d4 | black a1 c2 a3 d3 a5 | white to move | ply 21	l	c1-e1=l b4-b3=l b4-c4=l d4-c4=l
0	white e1 d2 e3 d4 c5 | black c1 c2 a3 c4 a5 e5 | black to move | quiet 25	w	c1-a1=w c2-b2=l a3-a1=w a3-b3=w c4-b4=l
0	white e1 d2 b3 c4 d4 c5 | black c2 a3 e3 | white to move | quiet 3 | ply 39	w	e1-c1=w d2-d3=w b3-b2=w b3-b4=w c4-b4=w d4-d3=w c5-a5=w c5-e5=w
14	white c1 c2 a3 d3 c4 e5 | black a1 b2 b3 e3 d4 a5 | white to move | quiet 10	d	c1-e1=d c2-d2=d d3-d2=d c4-b4=d c4-c5=l e5-c5=d
10	white a3 b4 c4 c5 | black c1 b3 e3 d4 a5 e5 | black to move | quiet 3 | ply 25	w	c1-a1=w c1-e1=w c1-c2=w b3-b2=w e3-e1=w e3-d3=w d4-d3=w
0	white b3 b4 c4 c5 e5 | black c1 b2 d2 a3 e3 d4 | black to move | quiet 3	w	c1-a1=w c1-e1=w c1-c2=w b2-c2=w d2-c2=w d2-d3=w a3-a1=w a3-a5=w e3-e1=w e3-d3=w d4-d3=w
2	white a1 b2 c2 d2 e3 c5 | black c1 a3 a5 e5 | white to move | quiet 1 | ply 20	w	b2-b3=w d2-d3=w e3-e1=w e3-d3=w c5-c4=w
0	white c1 d2 d3 c5 | black a1 b2 b3 a5 e5 | white to move | quiet 10 | ply 65	l	c1-e1=l c1-c2=l d2-c2=l d3-e3=l d3-d4=l c5-c4=l
0	white b2 a3 b3 d3 e3 d4 | black a1 c2 c4 | black to move | quiet 44 | ply 80	l	a1-c1=l c2-c1=l c2-d2=l c4-b4=l c4-c5=l
8	white c1 e1 b2 d2 a3 d4 | black a1 c2 b3 d3 e3 e5 | white to move | quiet 2	d	a3-a5=d d4-c4=d
10	white c1 b2 d3 b4 d4 | black e1 c2 b3 e3 c5 | white to move | quiet 2 | ply 18	l	c1-a1=l d3-d2=l b4-c4=l d4-c4=l
9	white c1 c2 a3 e3 b4 c5 | black e1 b2 b3 d4 a5 e5 | white to move | quiet 10	d	c1-a1=d c2-d2=d a3-a1=d e3-d3=d b4-c4=d c5-c4=d
13	white a1 c2 b3 d3 c4 e5 | black b2 d2 a3 b4 c5 | black to move | quiet 11	l	a3-a5=l c5-a5=l
9	white a1 b2 d2 d3 d4 | black c2 b3 c4 a5 | white to move | quiet 1 | ply 23	w	a1-c1=w a1-a3=w d3-e3=w
5	white a1 e1 b2 b4 d4 c5 | black c2 d2 b3 e3 c4 a5 | black to move | quiet 57	d	c2-c1=d d2-d3=d b3-a3=d e3-d3=d e3-e5=d a5-a3=d
12	white a1 c2 e3 c4 a5 c5 | black e1 b2 a3 b4 d4 e5 | black to move | quiet 1	w	e1-c1=w b2-b3=d a3-b3=w b4-b3=d d4-d3=w
0	white c1 b3 e5 | black a1 b2 b4 c4 a5 | white to move | quiet 54 | ply 188	l	c1-e1=l c1-c2=l b3-a3=l e5-e3=l e5-c5=l
1	white a3 e3 c4 | black b2 d2 b3 b4 d4 c5 | white to move | quiet 10 | ply 43	l	a3-a1=l a3-a5=l e3-e1=l e3-d3=l e3-e5=l
0	white e1 d2 d3 b4 d4 c5 | black c1 b2 b3 e3 | black to move | ply 31	l	c1-a1=l c1-c2=l b2-c2=l b3-a3=l e3-e5=l
2	white c2 c4 d4 | black a1 e1 a3 a5 c5 e5 | white to move | ply 19	l	c2-c1=l c2-b2=l c2-d2=l c4-b4=l d4-d3=l
0	white e1 d2 b4 d4 | black a1 a3 c4 c5 e5 | black to move | quiet 53 | ply 108	w	a1-c1=w a3-b3=w a3-a5=w c5-a5=w e5-e3=w
0	white e1 b4 e5 | black c1 b2 c4 d4 a5 | black to move | quiet 61 | ply 195	w	c1-a1=w c1-c2=w b2-c2=w b2-b3=w c4-c5=w d4-d3=w a5-a3=w a5-c5=w
10	white d2 e3 b4 c4 d4 | black a1 c2 b3 | black to move | quiet 2 | ply 27	l	a1-c1=l a1-a3=l c2-c1=l c2-b2=l b3-b2=l b3-a3=l
1	white e1 b2 d3 a5 c5 e5 | black a1 d2 a3 d4 | white to move | quiet 2	w	e1-c1=w e1-e3=w b2-c2=w b2-b3=w d3-e3=w c5-c4=w e5-e3=w
11	white a1 e1 b3 a5 | black c2 a3 d3 b4 d4 c5 | black to move | quiet 3 | ply 49	w	c2-c1=w c2-b2=w c2-d2=w d3-d2=w d3-e3=w b4-c4=w d4-c4=w c5-c4=w c5-e5=w
4	white a1 e1 b2 e3 c4 d4 | black c1 a3 d3 b4 c5 e5 | white to move	l	b2-c2=l b2-b3=l
5	white e1 b2 b4 d4 c5 e5 | black c1 c2 d2 b3 e3 c4 | black to move | quiet 7	d	c1-a1=d d2-d3=d b3-a3=d e3-d3=l
7	white c2 b3 d3 e3 c4 a5 | black a1 e1 b2 d4 c5 e5 | white to move | quiet 12	d	c2-c1=d c2-d2=l b3-a3=d b3-b4=d d3-d2=d c4-b4=d a5-a3=d
0	white a1 e1 c2 a5 e5 | black b2 a3 d3 e3 b4 d4 | black to move | quiet 17	w	b2-b3=w a3-b3=w d3-d2=w b4-b3=w b4-c4=w d4-c4=w
0	white a3 b3 c4 d4 e5 | black a1 b2 c2 d2 a5 | black to move | quiet 3 | ply 21	l	a1-c1=l c2-c1=l d2-d3=l a5-c5=l
1	white c1 d2 a3 c4 c5 | black b2 b3 d3 b4 d4 a5 | white to move | quiet 8	d	c1-a1=l c1-e1=l c1-c2=l d2-c2=d a3-a1=l c5-e5=l
4	white a1 b2 d2 b3 b4 a5 | black d3 c4 e5 | white to move | quiet 1 | ply 21	w	a1-c1=w a1-a3=w b2-c2=w d2-c2=w b3-a3=w a5-a3=w a5-c5=w
3	white a1 c1 e1 d2 b3 a5 | black c2 c4 c5 | white to move | quiet 1 | ply 21	w	a1-a3=w e1-e3=w d2-d3=w b3-b2=w b3-a3=w b3-b4=w a5-a3=w
7	white b2 c2 d2 a3 d4 c5 | black a1 b3 e3 b4 c4 | black to move | ply 18	l	a1-c1=l e3-e1=l e3-d3=l e3-e5=l
0	white a1 c2 d3 d4 a5 e5 | black e1 b2 d2 e3 b4 c5 | white to move	w	a1-c1=l a1-a3=d c2-c1=w d4-c4=d a5-a3=d
10	white b2 d2 a3 b4 c4 c5 | black c1 b3 e3 d4 a5 e5 | white to move | quiet 2	l	b2-c2=l d2-c2=l d2-d3=l a3-a1=l
12	white c1 d2 a3 b3 d4 e5 | black a1 b2 e3 b4 c4 c5 | black to move | quiet 33	d	b2-c2=d e3-e1=l e3-d3=d c5-a5=d
14	white a1 c1 b2 d2 c4 e5 | black e1 c2 a3 b3 d4 c5 | white to move | quiet 24	d	d2-d3=d c4-b4=d e5-e3=d
10	white a1 c1 b3 d3 e3 | black b2 c2 d2 a3 c5 | black to move | quiet 4 | ply 23	l	a3-a5=l c5-c4=l c5-a5=l c5-e5=l
13	white c1 a3 b3 d3 c4 c5 | black a1 d2 e3 b4 a5 e5 | black to move | quiet 15	l	d2-c2=l e3-e1=l
14	white c1 b2 d3 b4 a5 c5 | black e1 c2 a3 b3 d4 e5 | black to move | quiet 3	d	e1-e3=d c2-d2=d a3-a1=d d4-c4=d e5-e3=d
0	white d2 d3 c5 | black c1 b3 c4 d4 a5 | white to move | quiet 8 | ply 128	l	d2-c2=l d3-e3=l c5-e5=l
0	white c1 b2 e5 | black d2 a3 d4 a5 c5 | black to move | quiet 43 | ply 177	w	d2-c2=w d2-d3=w a3-a1=w a3-b3=w d4-d3=w d4-c4=w c5-c4=w
0	white e1 c2 b3 d4 | black c1 b2 e3 c4 a5 | white to move | quiet 42 | ply 97	l	c2-d2=l b3-a3=l b3-b4=l d4-d3=l
13	white c1 b2 a3 d3 c4 c5 | black a1 d2 e3 b4 a5 e5 | white to move | quiet 2	w	c1-e1=w c1-c2=l b2-c2=w b2-b3=w a3-b3=w d3-d4=d c4-d4=w
6	white a1 e1 c2 d3 b4 c5 | black c1 d2 a3 c4 d4 e5 | black to move | quiet 5	d	a3-b3=d a3-a5=l e5-e3=d
14	white a1 c1 b2 e3 d4 c5 | black e1 c2 a3 d3 b4 e5 | white to move | quiet 12	d	b2-b3=d d4-c4=d c5-c4=d c5-a5=d
0	white c4 a5 e5 | black a1 e1 a3 b3 d3 c5 | black to move | quiet 53 | ply 94	w	a1-c1=w e1-c1=w e1-e3=w b3-b2=w b3-b4=w d3-d2=w d3-e3=w d3-d4=w
9	white c1 b2 a3 d3 b4 c5 | black a1 d2 b3 c4 a5 e5 | black to move | quiet 3	d	d2-c2=d c4-d4=d e5-e3=d
10	white c1 b2 d2 b4 | black e1 c2 b3 e3 e5 | white to move | ply 21	l	c1-a1=l d2-d3=l b4-c4=l
12	white c2 a3 b3 d3 d4 c5 | black a1 d2 e3 b4 c4 a5 | black to move | quiet 11	d	a1-c1=d e3-e1=d e3-e5=d
10	white c1 d2 a3 e3 d4 a5 | black a1 c2 b3 d3 c5 e5 | black to move | quiet 1	w	c2-b2=d b3-b2=d b3-b4=d c5-c4=w
0	white c1 e1 d3 c4 c5 | black a1 a3 b3 b4 a5 e5 | black to move | quiet 5	w	b3-b2=w e5-e3=w
14	white c1 b2 d3 c4 a5 c5 | black a1 e1 c2 b3 d4 e5 | black to move | quiet 1	d	a1-a3=d e1-e3=d c2-d2=d b3-a3=d b3-b4=d e5-e3=l
12	white e1 d2 a3 b3 d4 c5 | black a1 c2 d3 b4 c4 a5 | white to move | quiet 6	d	e1-c1=d e1-e3=d b3-b2=d c5-e5=d
0	white e1 d2 d3 c4 | black a1 b3 e3 d4 c5 | white to move | quiet 58 | ply 113	l	e1-c1=l d2-c2=l c4-b4=l
0	white c2 e3 b4 d4 | black c1 b2 c4 c5 e5 | white to move | quiet 46 | ply 101	w	c2-d2=w e3-e1=l e3-d3=w b4-b3=l d4-d3=l
8	white e1 b2 b3 e5 | black a1 d2 a3 e3 d4 c5 | white to move | quiet 4 | ply 24	l	e1-c1=l b2-c2=l b3-b4=l
0	white e1 d2 a3 b4 c4 a5 | black a1 c1 b2 c2 d3 e3 | black to move | quiet 37	l	b2-b3=l d3-d4=l e3-e5=l
5	white e1 b2 d2 d3 c4 d4 | black c2 b3 b4 c5 e5 | black to move | quiet 9	d	c2-c1=l b3-a3=d c5-a5=l e5-e3=d
12	white c1 a3 b3 d3 d4 e5 | black a1 d2 e3 b4 c4 a5 | black to move | quiet 19	d	d2-c2=d e3-e1=d c4-c5=d a5-c5=d
13	white a1 c2 b3 e3 d4 c5 | black c1 b2 d2 a3 d3 b4 | black to move | quiet 1	d	c1-e1=l a3-a5=l b4-c4=d
5	white a1 e1 b2 d2 b4 c4 | black c1 c2 a3 b3 d3 e3 | black to move | quiet 3	d	a3-a5=d d3-d4=d e3-e5=d
5	white e1 b2 b4 c4 a5 e5 | black c1 c2 b3 d3 e3 c5 | black to move | quiet 11	w	c1-a1=d c2-d2=d b3-a3=l d3-d2=d d3-d4=w
0	white e1 c2 d2 c4 | black a1 a3 d3 a5 e5 | white to move | quiet 8 | ply 61	l	e1-c1=l e1-e3=l c2-c1=l c2-b2=l c4-b4=l c4-d4=l c4-c5=l
0	white b2 b3 d3 e3 d4 c5 | black a1 c1 c4 | white to move | quiet 65 | ply 101	w	b2-c2=w b3-a3=w b3-b4=w d3-d2=w e3-e1=w e3-e5=w c5-a5=w c5-e5=w
5	white c1 a3 b3 d4 a5 c5 | black a1 b2 d2 b4 c4 e5 | white to move	d	c1-e1=l c1-c2=d d4-d3=d
1	white a1 d2 a3 c4 e5 | black e1 b2 b3 b4 d4 a5 | white to move	l	a1-c1=l d2-c2=l d2-d3=l c4-c5=l e5-e3=l e5-c5=l
0	white b3 a5 e5 | black a1 e1 c2 a3 d3 c5 | black to move | quiet 17 | ply 58	w	a1-c1=w e1-c1=w e1-e3=w c2-c1=w c2-b2=w c2-d2=w d3-d2=w d3-e3=w d3-d4=w c5-c4=w
4	white c2 d2 a5 e5 | black c1 b2 a3 b4 d4 c5 | white to move | quiet 4	l	d2-d3=l e5-e3=l
5	white c1 b2 d2 d3 d4 c5 | black c2 b3 a5 e5 | black to move | quiet 10 | ply 39	l	b3-a3=l b3-b4=l a5-a3=l e5-e3=l
12	white c1 b2 d2 e3 b4 c5 | black a1 e1 b3 d3 a5 e5 | black to move | quiet 5	w	a1-a3=l b3-a3=w d3-d4=l a5-a3=l
6	white c1 d2 a3 b3 e3 c5 | black e1 c2 c4 d4 a5 e5 | black to move | quiet 19	d	c2-b2=d c4-b4=d d4-d3=d
0	white a1 c2 d2 a3 | black e1 b2 b3 b4 c4 a5 | white to move | quiet 20 | ply 56	l	a1-c1=l c2-c1=l d2-d3=l
13	white c2 d2 e3 b4 a5 c5 | black b2 a3 b3 d3 c4 e5 | white to move | quiet 2	d	c2-c1=d e3-e1=d
0	white b3 e3 a5 c5 e5 | black e1 b2 d2 | black to move | quiet 6 | ply 51	l	e1-c1=l b2-c2=l d2-c2=l d2-d3=l
0	white c1 c2 d2 c5 | black a1 e1 a3 d4 a5 | black to move | quiet 3 | ply 56	w	e1-e3=d a3-b3=w d4-d3=d d4-c4=d
0	white e1 d2 e3 d4 c5 | black a1 c2 a3 c4 a5 e5 | white to move | quiet 22	l	e1-c1=l d2-d3=l e3-d3=l d4-d3=l
4	white a1 e1 d3 a5 c5 e5 | black c2 b3 c4 d4 | black to move | quiet 1	l	c2-c1=l c2-b2=l c2-d2=l b3-b2=l b3-a3=l b3-b4=l c4-b4=l
14	white c1 e1 b2 d2 b4 d4 | black a1 c2 b3 d3 c4 e5 | black to move | quiet 39	w	a1-a3=w b3-a3=w d3-e3=w c4-c5=w e5-e3=w e5-c5=w
4	white a1 b2 d2 b3 b4 a5 | black c4 d4 e5 | black to move | ply 20	l	c4-c5=l d4-d3=l e5-e3=l e5-c5=l
13	white a1 e1 b2 c2 d4 c5 | black c1 b3 d3 b4 a5 e5 | white to move	d	a1-a3=d e1-e3=d c2-d2=d d4-c4=d c5-c4=d
2	white b2 c2 d2 a3 e3 b4 | black e1 d3 d4 a5 | white to move | quiet 3 | ply 18	w	b2-b3=w c2-c1=w a3-a1=w a3-b3=w e3-e5=w b4-b3=w b4-c4=w
0	white a1 e1 b2 | black a3 d3 c4 d4 a5 | white to move | quiet 14 | ply 148	w	a1-c1=l e1-c1=l e1-e3=l b2-c2=w b2-b3=l
0	white a1 e1 d2 e3 c4 c5 | black b2 c2 d3 b4 d4 | white to move | quiet 11 | ply 27	w	a1-c1=w a1-a3=w e1-c1=w e3-e5=w c5-a5=w c5-e5=w
7	white c1 d2 a3 e3 c4 a5 | black a1 e1 c2 d3 c5 e5 | black to move | quiet 5	d	c2-b2=d d3-d4=d
13	white e1 b2 a3 d3 c4 c5 | black a1 d2 e3 b4 a5 e5 | black to move | quiet 3	l	a1-c1=l d2-c2=l b4-b3=l
6	white a1 c1 c2 b3 a5 e5 | black e1 b2 d2 a3 d3 c5 | white to move	l	b3-b4=l e5-e3=l
0	white c2 a3 e3 c4 d4 | black c1 b2 d2 b3 b4 a5 | white to move | quiet 6	l	a3-a1=l e3-e1=l e3-d3=l e3-e5=l c4-c5=l d4-d3=l
5	white a1 c1 e1 c4 a5 e5 | black b2 c2 a3 e3 c5 | black to move | quiet 1	d	b2-b3=d c2-d2=l a3-b3=l e3-d3=l
0	white e1 b2 c2 | black d2 a3 b3 c4 c5 | black to move | quiet 29 | ply 163	w	d2-d3=w a3-a1=w a3-a5=w b3-b4=w c4-b4=w c4-d4=w c5-a5=w c5-e5=w
0	white c1 b2 d2 e3 d4 | black a1 e1 b3 b4 a5 | black to move | quiet 30 | ply 45	w	a1-a3=l b3-a3=w b4-c4=l a5-a3=l a5-c5=l
6	white c1 b2 d2 a3 e3 c5 | black e1 c2 c4 d4 a5 e5 | white to move | quiet 18	d	c1-a1=d b2-b3=d d2-d3=d a3-a1=d a3-b3=d e3-d3=d
11	white a1 c2 b3 a5 c5 e5 | black c1 b2 d2 c4 d4 | white to move | quiet 1 | ply 19	w	a1-a3=w b3-a3=w b3-b4=w a5-a3=w e5-e3=w
7	white a1 d2 e3 b4 a5 c5 | black c1 b2 a3 c4 d4 e5 | black to move | quiet 7	d	c1-e1=d c1-c2=d b2-c2=d b2-b3=d a3-b3=l d4-d3=d
11	white a1 c2 a3 b3 c5 e5 | black c1 b2 d2 b4 d4 | white to move | quiet 3 | ply 21	w	a3-a5=w c5-c4=w c5-a5=w e5-e3=w
3	white b2 a3 d3 a5 | black a1 c1 e1 b3 e3 e5 | black to move | quiet 1	w	c1-c2=w b3-b4=w e5-c5=w
5	white a1 e1 b2 b4 c4 e5 | black c1 d2 b3 e3 d4 c5 | black to move | quiet 15	w	c1-c2=w d2-c2=w d2-d3=w b3-a3=w e3-d3=w d4-d3=d c5-a5=w
10	white c1 c2 a3 e3 | black a1 b2 b3 d3 c4 e5 | white to move | quiet 2 | ply 26	l	c1-e1=l c2-d2=l a3-a5=l e3-e1=l
2	white b2 c2 d2 b3 e3 b4 | black c1 d3 d4 a5 | white to move | quiet 1 | ply 16	w	b3-a3=w e3-e1=w e3-e5=w b4-c4=w
0	white e1 c2 d4 c5 | black a1 b2 b4 a5 e5 | white to move | quiet 24 | ply 79	l	e1-c1=l e1-e3=l c2-c1=l c2-d2=l d4-d3=l d4-c4=l c5-c4=l
13	white c1 a3 d3 b4 d4 c5 | black a1 d2 e3 c4 a5 e5 | white to move | quiet 12	w	c1-e1=w c1-c2=l a3-b3=w b4-b3=w
14	white a1 b2 c2 d4 c5 e5 | black e1 d2 a3 b3 c4 a5 | black to move | quiet 11	d	e1-c1=d e1-e3=d d2-d3=d b3-b4=d c4-b4=d
1	white e1 c4 a5 | black b2 b3 d3 b4 d4 c5 | black to move | quiet 1 | ply 34	w	b2-c2=w b3-a3=w d3-d2=w d3-e3=w c5-e5=w
7	white b2 d2 d3 b4 c5 | black c1 b3 e3 c4 e5 | white to move | quiet 2 | ply 18	l	b2-c2=l d2-c2=l d3-d4=l c5-a5=l
6	white e1 c2 a3 d3 b4 c5 | black a1 d2 c4 d4 a5 e5 | white to move | quiet 8	w	e1-c1=w e1-e3=w c2-c1=d c2-b2=w a3-b3=w d3-e3=l b4-b3=d
0	white c1 b2 e5 | black d2 b3 c4 d4 a5 | black to move | quiet 39 | ply 173	w	d2-c2=w d2-d3=w b3-a3=w b3-b4=w c4-b4=w c4-c5=w d4-d3=w a5-a3=w a5-c5=w
0	white e1 d2 d3 b4 c4 c5 | black b2 c2 b3 e3 | black to move | quiet 2 | ply 33	l	c2-c1=l b3-a3=l e3-e5=l
6	white a1 c1 c2 b3 e3 a5 | black e1 b2 d2 a3 d4 c5 | white to move | quiet 2	d	b3-b4=d e3-d3=d e3-e5=l
7	white c1 b2 e3 b4 a5 c5 | black e1 a3 b3 d3 c4 e5 | black to move | quiet 25	d	a3-a1=d d3-d2=d d3-d4=l c4-d4=d
0	white c2 b3 d3 d4 c5 e5 | black a1 d2 c4 | white to move | quiet 61 | ply 97	w	c2-c1=w c2-b2=w b3-b2=w b3-a3=w b3-b4=w d3-e3=w c5-a5=w e5-e3=w
1	white c1 e1 b4 c5 | black a1 d2 d3 d4 a5 e5 | black to move | quiet 7 | ply 25	w	a1-a3=w d2-c2=w d3-e3=w d4-c4=w a5-a3=w e5-e3=w
6	white a1 c1 a3 b4 | black e1 b2 c2 d2 a5 e5 | white to move | ply 18	l	a3-b3=l b4-b3=l b4-c4=l
13	white c2 d3 e3 b4 a5 c5 | black e1 d2 a3 b3 d4 e5 | black to move | quiet 5	d	e1-c1=d a3-a1=d b3-b2=d d4-c4=d
0	white e1 b2 d3 d4 c5 | black a1 a3 b3 e3 c4 | white to move | quiet 23 | ply 38	w	e1-c1=l b2-c2=w d3-d2=l c5-a5=w c5-e5=l
2	white a1 c2 d2 b3 e3 c5 | black e1 a3 a5 e5 | white to move | quiet 3 | ply 22	w	a1-c1=w c2-c1=w c2-b2=w d2-d3=w b3-b2=w b3-b4=w e3-d3=w c5-c4=w
0	white a3 e3 b4 d4 c5 | black a1 e1 b2 d3 | black to move | quiet 4 | ply 36	l	a1-c1=l e1-c1=l b2-c2=l b2-b3=l d3-d2=l
5	white e1 b2 a3 d3 b4 c5 | black c1 c2 b3 d4 a5 e5 | black to move | quiet 17	d	c1-a1=d c2-d2=d d4-c4=d e5-e3=d
0	white c2 d3 e5 | black c1 a3 b3 c4 d4 | black to move | quiet 11 | ply 131	w	c1-a1=w c1-e1=w a3-a1=w a3-a5=w b3-b2=w b3-b4=w c4-b4=w c4-c5=w
0	white a3 e3 b4 c4 d4 | black a1 c1 b2 d3 | black to move | quiet 2 | ply 34	l	c1-e1=l c1-c2=l b2-c2=l b2-b3=l d3-d2=l
7	white a1 c1 d2 b3 d3 e5 | black e1 c2 a3 c4 d4 a5 | white to move | quiet 2	d	b3-b2=l b3-b4=l d3-e3=l e5-e3=l e5-c5=d
0	white e1 d2 e3 c5 | black a1 b2 d4 a5 e5 | black to move | quiet 19 | ply 72	w	a1-c1=w a1-a3=w b2-c2=w b2-b3=w d4-d3=w d4-c4=w a5-a3=w
1	white e1 b2 d2 b3 | black a1 c2 a3 a5 c5 e5 | white to move	l	e1-c1=l e1-e3=l d2-d3=l b3-b4=l
0	white e1 d2 b4 a5 c5 e5 | black b2 e3 d4 | white to move | quiet 1 | ply 45	w	e1-c1=w d2-c2=w d2-d3=w b4-b3=w b4-c4=w a5-a3=w c5-c4=w
9	white c1 b2 d2 b4 d4 a5 | black e1 c2 a3 b3 d3 c4 | white to move | quiet 6	l	c1-a1=l a5-c5=l
11	white a1 c1 d2 e3 | black c2 d3 c4 a5 e5 | white to move | quiet 2 | ply 25	w	a1-a3=l c1-e1=l e3-e1=w
0	white e1 c2 b3 d3 | black c1 b2 a3 e3 c4 | white to move | quiet 40 | ply 95	l	c2-d2=l b3-b4=l d3-d2=l d3-d4=l
10	white b2 b4 d4 | black e1 c2 b3 e3 c5 | black to move | quiet 3 | ply 29	w	e1-c1=w c2-c1=w c2-d2=w b3-a3=w e3-d3=w e3-e5=w c5-c4=w c5-a5=w c5-e5=w
6	white c1 c2 b3 d3 c4 a5 | black d2 a3 e3 b4 d4 e5 | white to move | quiet 4	d	c1-a1=d c1-e1=d c2-b2=d b3-b2=d c4-c5=d a5-c5=d
14	white a1 c1 b3 d3 c4 c5 | black e1 c2 a3 b4 d4 e5 | white to move | quiet 2	d	b3-b2=d d3-d2=l d3-e3=d c5-a5=d
6	white c1 b2 d2 a3 e3 c5 | black e1 c2 b4 d4 a5 e5 | black to move | quiet 25	d	b4-b3=d b4-c4=d d4-d3=d d4-c4=d
1	white e1 b2 d3 a5 c5 e5 | black c1 d2 a3 d4 | black to move | quiet 1	l	c1-a1=l c1-c2=l d2-c2=l a3-a1=l a3-b3=l d4-c4=l
7	white c2 d3 c4 c5 e5 | black b2 a3 e3 b4 d4 a5 | white to move | quiet 2	l	c2-c1=l c2-d2=l d3-d2=l
7	white a1 c1 e1 a3 e3 c5 | black b2 d3 b4 | black to move | quiet 2 | ply 60	l	b2-c2=l b2-b3=l d3-d2=l d3-d4=l b4-b3=l b4-c4=l
0	white e1 d2 a3 b3 c4 e5 | black a1 c1 b2 c2 d3 e3 | white to move | quiet 64	w	a3-a5=w b3-b4=w c4-b4=w c4-d4=w c4-c5=w e5-c5=w
0	white a1 d2 a3 | black e1 b2 b3 b4 a5 e5 | black to move | quiet 1 | ply 66	w	e1-c1=w e1-e3=w b2-c2=w b4-c4=w a5-c5=w e5-e3=w e5-c5=w
0	white e1 d2 e3 d4 c5 | black a1 a3 b3 c4 a5 e5 | white to move | quiet 18	l	e1-c1=l d2-c2=l d2-d3=l e3-d3=l d4-d3=l
7	white c2 e3 b4 d4 a5 c5 | black a1 b2 d2 b3 c4 e5 | white to move | quiet 2	d	c2-c1=l e3-e1=d e3-d3=d d4-d3=d a5-a3=d
7	white c1 b3 d3 e3 c4 a5 | black a1 e1 b2 d4 c5 e5 | black to move | quiet 13	d	a1-a3=d b2-c2=d
2	white c1 c2 b3 d4 | black a1 e1 d3 a5 c5 e5 | black to move | quiet 3	w	a1-a3=w e1-e3=w d3-d2=w d3-e3=w a5-a3=w c5-c4=w e5-e3=w
10	white a1 c2 e3 b4 d4 c5 | black c1 b2 d2 a3 d3 a5 | white to move | quiet 14	w	e3-e1=w e3-e5=w b4-b3=w b4-c4=w d4-c4=d c5-c4=w c5-e5=d
5	white e1 b2 d2 d3 c4 c5 | black a1 c2 b4 a5 e5 | white to move | quiet 14	w	e1-c1=w e1-e3=w b2-b3=w d3-e3=w d3-d4=w c4-d4=w
0	white c1 c2 d4 c5 | black a1 b2 b4 a5 e5 | black to move | quiet 21 | ply 76	w	a1-a3=w b2-b3=w b4-b3=w b4-c4=w a5-a3=w e5-e3=w
0	white c1 b2 d2 e3 d4 | black a1 e1 b3 c4 a5 | white to move | quiet 31 | ply 46	w	c1-c2=w b2-c2=l d2-c2=l d2-d3=l e3-d3=w e3-e5=l d4-d3=l
3	white a1 c1 d2 b4 | black e1 b3 d3 c4 a5 e5 | black to move | quiet 5	w	e1-e3=w b3-b2=w b3-a3=w d3-e3=w d3-d4=w c4-d4=w c4-c5=w a5-a3=w a5-c5=w e5-e3=w e5-c5=w
3	white b2 c2 d2 d3 b4 d4 | black a1 a5 e5 | white to move | quiet 1 | ply 19	w	b2-b3=w c2-c1=w d3-e3=w b4-b3=w b4-c4=w d4-c4=w
2	white a1 c2 d2 b3 e3 c5 | black e1 a3 c4 a5 e5 | white to move | quiet 3 | ply 17	w	a1-c1=w c2-c1=w c2-b2=w d2-d3=w b3-b2=w b3-b4=w e3-d3=w
0	white e1 a3 b4 c4 d4 | black a1 b2 c2 d3 | black to move | ply 32	l	a1-c1=l b2-b3=l c2-c1=l c2-d2=l d3-d2=l d3-e3=l
11	white b2 d2 e3 b4 d4 c5 | black e1 c2 b3 e5 | black to move | quiet 2 | ply 23	l	e1-c1=l c2-c1=l b3-a3=l
8	white a1 b2 d2 b3 c4 d4 | black e1 c2 a3 d3 b4 c5 | black to move | quiet 3	w	e1-c1=w e1-e3=w c2-c1=l a3-a5=w d3-e3=w c5-a5=d c5-e5=w
0	white e1 b3 e5 | black a1 c2 c4 a5 c5 | white to move | quiet 48 | ply 182	l	e1-c1=l e1-e3=l b3-b2=l b3-a3=l b3-b4=l e5-e3=l
2	white c1 b2 d2 b3 e3 b4 | black d3 c4 c5 | white to move | quiet 3 | ply 23	w	c1-a1=w c1-e1=w c1-c2=w b2-c2=w d2-c2=w b3-a3=w e3-e1=w e3-e5=w
0	white c2 d3 e5 | black a1 a3 b3 c4 d4 | white to move | quiet 12 | ply 132	l	c2-c1=l c2-b2=l c2-d2=l d3-d2=l d3-e3=l e5-e3=l e5-c5=l
10	white c1 d2 e3 | black a1 b2 b3 d3 b4 e5 | white to move | ply 29	l	c1-e1=l c1-c2=l d2-c2=l e3-e1=l
13	white a1 c1 b3 e3 c4 c5 | black e1 c2 a3 d3 b4 a5 | white to move | quiet 16	d	b3-b2=d e3-e5=d c4-d4=d c5-e5=d
0	white b3 b4 d4 c5 | black e1 b2 d2 a3 d3 e3 | white to move | quiet 14 | ply 36	l	b4-c4=l d4-c4=l c5-c4=l c5-a5=l c5-e5=l
2	white d2 c4 d4 | black a1 e1 a3 e3 a5 c5 | white to move | quiet 2 | ply 21	l	d2-c2=l d2-d3=l c4-b4=l d4-d3=l
14	white c1 c2 a3 d3 b4 e5 | black a1 b2 b3 e3 d4 c5 | white to move | quiet 12	d	c1-e1=d c2-d2=d a3-a5=d d3-d2=d b4-c4=d
10	white d2 b3 d4 | black a1 c2 a3 d3 a5 | black to move | quiet 1 | ply 27	w	a1-c1=w c2-c1=w c2-b2=w d3-e3=w a5-c5=w
10	white a1 e1 c2 b4 c4 d4 | black b2 d2 e3 a5 | black to move | ply 35	l	b2-b3=l d2-d3=l e3-d3=l e3-e5=l a5-a3=l a5-c5=l
13	white c1 c2 b3 c4 e5 | black a1 d2 a3 b4 d4 c5 | black to move | quiet 3 | ply 26	w	d2-d3=w a3-a5=w d4-d3=w c5-a5=w
0	white e1 d2 b3 b4 c4 a5 | black c1 b2 c2 a3 e3 d4 | white to move | quiet 48	d	d2-d3=l c4-c5=d a5-c5=l
13	white a1 c1 b2 d3 c4 c5 | black e1 c2 a3 b3 d4 a5 | white to move | quiet 4	d	d3-d2=d d3-e3=d c4-b4=d c5-e5=d
0	white a1 c1 d2 a5 c5 e5 | black b2 d3 c4 | white to move | quiet 21 | ply 65	w	a1-a3=w c1-e1=w c1-c2=w d2-c2=w a5-a3=w e5-e3=w
7	white b2 c2 e3 b4 a5 c5 | black c1 d2 a3 b3 c4 e5 | white to move | quiet 28	l	e3-e1=l e3-d3=l
0	white c1 e1 b2 | black a3 e3 b4 c4 d4 | black to move | quiet 7 | ply 141	w	a3-a1=w a3-b3=w a3-a5=w e3-d3=w e3-e5=w b4-b3=w c4-c5=w d4-d3=w
7	white c1 d2 e3 b4 a5 c5 | black e1 b2 a3 d3 c4 e5 | white to move | quiet 14	d	c1-a1=d c1-c2=d d2-c2=d b4-b3=d
0	white e1 d2 b4 c4 d4 c5 | black c2 a3 e3 | black to move | ply 36	l	c2-c1=l c2-b2=l a3-a1=l a3-b3=l a3-a5=l e3-d3=l e3-e5=l
6	white a1 e1 c2 d3 b4 c5 | black c1 d2 c4 d4 a5 e5 | white to move | quiet 6	w	a1-a3=w e1-e3=d c2-b2=d d3-e3=l b4-b3=d
12	white c1 b2 c2 d3 b4 c5 | black a1 e1 d2 b3 e3 a5 | black to move | quiet 1	w	a1-a3=l b3-a3=w e3-e5=w a5-a3=l
0	white e1 e3 d4 c5 | black a1 c1 a3 a5 e5 | black to move | quiet 1 | ply 56	w	c1-c2=w a3-b3=w
13	white c1 c2 b3 e3 c4 a5 | black e1 b2 d2 a3 d4 c5 | white to move | quiet 12	d	c1-a1=d b3-b4=d e3-d3=d e3-e5=l c4-b4=d
1	white b2 c2 d2 b3 b4 c5 | black d3 d4 a5 e5 | white to move | quiet 2	w	c2-c1=w b3-a3=w b4-c4=w c5-c4=w
0	white d3 e3 a5 e5 | black c1 c2 a3 c4 d4 | white to move | quiet 28 | ply 81	w	d3-d2=l e3-e1=w a5-c5=l e5-c5=w
11	white a1 c1 b3 b4 a5 e5 | black e1 c2 a3 d3 d4 c5 | white to move	l	b3-b2=l b4-c4=l e5-e3=l
0	white e1 d2 a3 b3 b4 c5 | black a1 c1 b2 c2 d3 c4 | black to move | quiet 43	d	d3-e3=d d3-d4=l c4-d4=l
6	white a1 c1 d2 b3 e3 c5 | black e1 c2 d3 d4 a5 e5 | white to move | quiet 10	d	a1-a3=d b3-b2=d b3-a3=d b3-b4=d c5-c4=d
10	white a1 b4 c4 c5 | black e1 b3 e3 d4 a5 e5 | black to move | quiet 1 | ply 23	w	e1-c1=w b3-b2=w b3-a3=w e3-d3=w d4-d3=w a5-a3=w
7	white c2 a3 e3 b4 d4 c5 | black a1 b2 b3 d3 c4 e5 | white to move | quiet 4	d	c2-c1=l c2-d2=d a3-a5=d e3-e1=d c5-a5=d
0	white e1 d2 a3 e3 c4 c5 | black b2 c2 d3 b4 d4 | black to move | quiet 12 | ply 28	l	b2-b3=l c2-c1=l b4-b3=l
7	white a1 d2 b3 e3 a5 c5 | black c1 b2 a3 d3 c4 e5 | black to move | quiet 9	d	c1-e1=d c1-c2=d b2-c2=d d3-d4=d c4-b4=d c4-d4=d
11	white c2 b3 d3 e3 c4 c5 | black e1 d2 b4 d4 a5 e5 | black to move | quiet 19	d	e1-c1=d a5-a3=d
4	white a3 d3 e3 a5 | black b2 d2 b3 b4 d4 c5 | black to move | quiet 3	w	b2-c2=w d2-c2=w b4-c4=w d4-c4=w c5-c4=w c5-e5=w
13	white a1 b2 d2 d4 a5 e5 | black c1 a3 b3 e3 c4 c5 | white to move | quiet 16	d	b2-c2=d d2-c2=d d2-d3=d d4-d3=d
12	white c1 b2 c2 e3 b4 c5 | black a1 e1 b3 d3 a5 e5 | white to move | quiet 4	l	c2-d2=l b4-c4=l c5-c4=l
2	white b2 e3 c4 d4 | black c1 e1 a3 a5 c5 e5 | white to move | quiet 2	l	b2-c2=l b2-b3=l e3-d3=l c4-b4=l d4-d3=l
11	white e1 c2 b3 d3 c4 c5 | black c1 d2 b4 d4 a5 e5 | black to move | quiet 21	d	c1-a1=d a5-a3=d e5-e3=d
0	white a1 c2 d2 a3 | black b2 b3 d3 b4 d4 e5 | black to move | quiet 3 | ply 39	w	d3-e3=w b4-c4=w d4-c4=w e5-e3=w e5-c5=w
13	white a1 c1 b3 e3 c4 c5 | black e1 c2 a3 b4 d4 a5 | black to move | quiet 11	d	c2-b2=d c2-d2=d d4-d3=d
14	white c1 b2 d3 c4 a5 c5 | black c2 a3 b3 e3 d4 e5 | black to move | quiet 9	d	c2-d2=d a3-a1=d b3-b4=d e3-e1=d
1	white b2 a3 e3 | black a1 d2 d3 d4 c5 e5 | white to move | quiet 24 | ply 55	l	b2-c2=l b2-b3=l a3-b3=l a3-a5=l e3-e1=l
0	white e1 b2 d2 b4 d4 c5 | black c1 a3 e3 | black to move | quiet 22 | ply 58	l	c1-a1=l c1-c2=l a3-a1=l a3-b3=l a3-a5=l e3-d3=l e3-e5=l
0	white b2 d3 e3 e5 | black c1 b3 c4 d4 a5 | white to move | quiet 58 | ply 111	l	b2-c2=l d3-d2=l e3-e1=l e5-c5=l
4	white a1 e1 a3 e3 | black c1 d3 b4 a5 c5 e5 | black to move | quiet 1 | ply 21	w	c1-c2=w d3-d2=w d3-d4=w b4-b3=w b4-c4=w c5-c4=w
3	white b2 c2 d2 a3 b4 c5 | black a1 e3 a5 | black to move | ply 20	l	a1-c1=l e3-e1=l e3-d3=l e3-e5=l
5	white c2 b4 c4 a5 e5 | black c1 b2 d2 e3 d4 c5 | black to move | quiet 17 | ply 46	w	c1-a1=w c1-e1=w b2-b3=w d2-d3=w e3-e1=w e3-d3=w d4-d3=w
0	white a1 e1 b2 | black d3 b4 c4 d4 a5 | white to move | quiet 10 | ply 144	l	a1-c1=l a1-a3=l e1-c1=l e1-e3=l b2-c2=l b2-b3=l
0	white b3 b4 c4 e5 | black a1 b2 c2 d2 e3 d4 | white to move | quiet 2 | ply 24	l	b3-a3=l c4-c5=l e5-c5=l
3	white b2 a3 d3 a5 | black a1 c1 e1 b3 e3 c5 | white to move | quiet 2	l	b2-c2=l d3-d2=l d3-d4=l
14	white a1 b2 c2 d3 b4 e5 | black c1 d2 a3 b3 d4 c5 | black to move | quiet 29	d	c1-e1=d a3-a5=d d4-c4=d c5-c4=d c5-a5=d
5	white b4 a5 e5 | black c2 d2 b3 d3 d4 c5 | white to move | quiet 2 | ply 53	l	b4-c4=l a5-a3=l e5-e3=l
2	white a1 e1 a3 e3 a5 e5 | black b2 b3 d4 | black to move | ply 18	l	b2-c2=l b3-b4=l d4-d3=l d4-c4=l
10	white a1 c1 e1 b3 d3 | black b2 c2 d2 a5 | white to move | quiet 1 | ply 27	w	a1-a3=w e1-e3=w b3-a3=w b3-b4=w d3-e3=w d3-d4=w
0	white e1 c2 b3 c4 a5 c5 | black a1 c1 b2 a3 d3 d4 | white to move | quiet 10	w	e1-e3=w c2-d2=w b3-b4=w c4-b4=d c5-e5=w
7	white c1 e3 d4 c5 e5 | black a1 e1 b2 b3 b4 a5 | white to move | ply 15	l	c1-c2=l e3-d3=l d4-d3=l d4-c4=l c5-c4=l
1	white b2 c2 d2 b3 b4 | black c1 a3 c5 | black to move | ply 19	l	c1-a1=l c1-e1=l a3-a1=l a3-a5=l c5-c4=l c5-a5=l c5-e5=l
9	white c1 b2 a3 d3 b4 c5 | black a1 d2 b3 c4 a5 e5 | black to move | quiet 7	d	d2-c2=d c4-d4=d e5-e3=d
7	white c2 b3 d3 e3 c4 c5 | black c1 b2 d2 b4 d4 e5 | black to move | quiet 17	d	c1-a1=d c1-e1=l
13	white a1 c2 b3 e3 d4 a5 | black c1 b2 d2 a3 d3 c5 | white to move | quiet 4	d	b3-b4=d e3-e1=d e3-e5=d d4-c4=d
0	white d2 e3 b4 | black c1 b2 c2 c4 d4 | black to move | quiet 69 | ply 203	w	c1-a1=w c1-e1=w b2-b3=w c4-c5=w d4-d3=w
13	white c2 d3 e3 b4 a5 c5 | black e1 d2 a3 b3 d4 e5 | black to move | quiet 1	d	e1-c1=d a3-a1=d b3-b2=d d4-c4=d
0	white c1 e1 c2 | black d2 a3 b3 d4 c5 | white to move | quiet 34 | ply 168	w	c1-a1=w e1-e3=l c2-b2=l
11	white c2 d3 e3 c4 c5 | black c1 b2 d2 b3 b4 e5 | black to move | quiet 1 | ply 18	w	c1-a1=w c1-e1=w b3-a3=w
7	white c1 b2 d3 e3 a5 c5 | black e1 d2 a3 c4 d4 e5 | white to move	d	c1-a1=l c1-c2=l b2-c2=l b2-b3=d
0	white a1 c1 c2 a5 e5 | black b2 a3 d3 e3 b4 d4 | white to move | quiet 20	l	c1-e1=l c2-d2=l a5-c5=l e5-c5=l
12	white d2 b3 e3 b4 c5 | black c1 e1 a3 d3 a5 e5 | white to move | quiet 2 | ply 21	l	d2-c2=l b3-b2=l b4-c4=l c5-c4=l
11	white a1 c1 d2 e3 | black c2 d3 a5 c5 e5 | black to move | quiet 1 | ply 24	w	c2-b2=w d3-d4=w a5-a3=l c5-c4=l
5	white a1 e1 b2 d3 b4 e5 | black c1 c2 b3 e3 a5 c5 | white to move | quiet 10	d	a1-a3=d d3-d2=d d3-d4=d b4-c4=d
8	white a1 e1 b2 a3 d4 e5 | black c1 d2 d3 e3 a5 c5 | black to move | quiet 5	d	c1-c2=l d2-c2=l c5-c4=d
11	white c1 b2 d3 e3 c4 a5 | black a1 e1 c2 b3 d4 e5 | white to move | quiet 6	d	d3-d2=d c4-b4=d c4-c5=d a5-a3=d a5-c5=d
7	white c2 a3 e3 b4 d4 c5 | black c1 b2 b3 d3 c4 e5 | black to move | quiet 7	d	c1-a1=d c1-e1=l d3-d2=d
0	white e1 d2 a3 e3 c4 e5 | black b2 b3 d3 d4 | black to move | ply 31	l	b2-c2=l b3-b4=l
12	white c1 b2 c2 e3 b4 c5 | black a1 e1 d2 b3 a5 e5 | black to move | quiet 3	w	a1-a3=l d2-d3=w b3-a3=w a5-a3=d
10	white d2 b3 d4 | black a1 c2 a3 d3 c5 | white to move | quiet 2 | ply 28	l	b3-b2=l b3-b4=l d4-c4=l
0	white e1 a3 d3 a5 c5 e5 | black c2 e3 c4 | black to move | quiet 6 | ply 50	l	c2-c1=l c2-b2=l c2-d2=l c4-b4=l c4-d4=l
0	white a1 d2 a3 | black e1 b2 b3 e3 b4 a5 | white to move | quiet 6 | ply 71	l	a1-c1=l d2-c2=l d2-d3=l
1	white b2 c2 d2 b3 b4 c4 | black a3 d4 e5 | black to move | quiet 2 | ply 22	l	a3-a1=l a3-a5=l d4-d3=l e5-e3=l e5-c5=l
10	white a1 c1 e1 b4 d4 c5 | black b3 e3 a5 | white to move | quiet 1 | ply 41	w	a1-a3=w c1-c2=w b4-c4=w d4-d3=w d4-c4=w c5-c4=w c5-e5=w
14	white a1 c1 b2 e3 d4 c5 | black e1 c2 a3 d3 b4 e5 | white to move | quiet 8	d	b2-b3=d d4-c4=d c5-c4=d c5-a5=d
13	white a1 b2 d2 e3 d4 c5 | black c1 a3 b3 d3 b4 e5 | black to move | quiet 3	d	c1-e1=l c1-c2=d a3-a5=d b4-c4=d
0	white c2 b4 e5 | black c1 b2 c4 d4 a5 | black to move | quiet 85 | ply 219	w	c1-a1=w c1-e1=w b2-b3=w c4-c5=w d4-d3=w a5-a3=w a5-c5=w
2	white c1 e1 a3 e3 a5 e5 | black b2 b3 d3 | black to move | quiet 2 | ply 20	l	b2-c2=l b3-b4=l d3-d2=l d3-d4=l
11	white a1 b2 b3 c4 a5 e5 | black c1 d2 a3 e3 b4 c5 | black to move | quiet 19	d	c1-e1=d c1-c2=d d2-c2=d d2-d3=d e3-e1=d e3-d3=d
9	white c1 b2 a3 e3 b4 c5 | black a1 d2 b3 c4 a5 e5 | white to move | quiet 6	d	c1-e1=d c1-c2=d b2-c2=d e3-e1=l e3-d3=d
5	white a1 c1 e1 d4 a5 e5 | black b2 c2 a3 e3 c5 | white to move	d	d4-d3=d d4-c4=d
0	white e1 b2 d2 c4 d4 c5 | black c2 b3 e3 | white to move | quiet 17 | ply 53	w	e1-c1=w d2-d3=w c4-b4=w d4-d3=w c5-a5=w c5-e5=w
7	white c1 d3 e3 b4 a5 c5 | black e1 b2 a3 c4 d4 e5 | white to move | quiet 4	d	c1-a1=d c1-c2=d d3-d2=d b4-b3=d
4	white c1 c2 e5 | black b2 d2 a3 b4 c4 d4 | white to move | ply 21	l	c1-a1=l c1-e1=l e5-e3=l e5-c5=l
0	white c1 d2 e3 c5 | black a1 c2 d3 a5 e5 | white to move | quiet 14 | ply 67	l	c1-e1=l e3-e1=l c5-c4=l
14	white c1 c2 d3 c4 a5 e5 | black a1 b2 b3 e3 d4 c5 | white to move | quiet 16	d	c1-e1=d c2-d2=d d3-d2=d c4-b4=d a5-a3=d
5	white b3 c4 a5 | black a1 c1 e1 d3 b4 e5 | black to move | quiet 3 | ply 28	w	a1-a3=w c1-c2=w e1-e3=w d3-d2=w d3-e3=w d3-d4=w e5-e3=w e5-c5=w
0	white e1 d2 b3 b4 c4 a5 | black a1 b2 c2 a3 e3 d4 | black to move | quiet 51	d	a1-c1=d c2-c1=d e3-d3=l e3-e5=d d4-d3=l
0	white e1 d2 e3 b4 c4 a5 | black b2 c2 a3 b3 e5 | black to move | quiet 11	l	c2-c1=l a3-a1=l e5-c5=l
0	white c1 b2 a3 e3 c5 | black a1 d2 b4 c4 d4 e5 | white to move	l	c1-e1=l c1-c2=l b2-c2=l b2-b3=l a3-b3=l a3-a5=l e3-e1=l e3-d3=l c5-a5=l
13	white a1 c1 b3 e3 c4 c5 | black e1 c2 a3 d3 b4 a5 | white to move | quiet 12	d	b3-b2=d e3-e5=d c4-d4=d c5-e5=d
2	white c1 c2 b3 d4 | black a1 e1 e3 a5 c5 e5 | white to move	l	c2-b2=l c2-d2=l b3-b2=l b3-a3=l b3-b4=l d4-d3=l d4-c4=l
0	white b3 b4 c4 e5 | black b2 c2 d2 a3 e3 d4 | black to move | quiet 1 | ply 23	w	c2-c1=w d2-d3=w a3-a1=w a3-a5=w e3-e1=w e3-d3=w d4-d3=w
13	white c2 d2 e3 b4 a5 c5 | black a1 b2 b3 d3 c4 e5 | black to move | quiet 1	d	a1-c1=d a1-a3=d b3-a3=d d3-d4=d c4-d4=d
8	white c1 b2 d2 e3 b4 d4 | black e1 c2 b3 c4 c5 | white to move | quiet 4	w	c1-a1=w d2-d3=w e3-d3=w e3-e5=w d4-d3=w
11	white a1 b2 a5 c5 e5 | black c1 c2 e3 | white to move | quiet 1 | ply 30	w	a1-a3=w b2-b3=w a5-a3=w c5-c4=w
0	white e1 d2 b3 c4 d4 c5 | black b2 a3 e3 | black to move | quiet 2 | ply 38	l	b2-c2=l a3-a1=l a3-a5=l e3-d3=l e3-e5=l
12	white a1 d4 a5 c5 | black e1 b2 b3 d3 b4 e5 | white to move | ply 22	l	a1-c1=l a1-a3=l d4-c4=l a5-a3=l c5-c4=l
0	white e1 c2 d2 c4 | black a1 a3 d3 e3 a5 | black to move | quiet 7 | ply 60	w	a1-c1=w a3-b3=w d3-d4=w e3-e5=w a5-c5=w
4	white a1 d3 e3 a5 | black c2 d2 b3 b4 d4 c5 | black to move | quiet 5	w	c2-c1=w c2-b2=w b3-b2=w b3-a3=w b4-c4=w d4-c4=w c5-c4=w c5-e5=w
1	white e1 c2 b3 | black a1 d2 d3 d4 a5 e5 | white to move | quiet 14 | ply 45	l	e1-c1=l e1-e3=l c2-c1=l c2-b2=l b3-b2=l b3-a3=l b3-b4=l
0	white a3 b3 e3 b4 d4 | black a1 b2 c2 d2 c5 | white to move | quiet 8 | ply 26	w	a3-a5=l e3-e1=l e3-d3=l e3-e5=l b4-c4=w d4-d3=l d4-c4=l
12	white c2 a3 b3 d3 e3 c4 | black a1 d2 b4 d4 a5 e5 | white to move | quiet 16	d	c2-c1=d c2-b2=d b3-b2=d e3-e1=d c4-c5=d
11	white c1 e1 d2 a3 | black c2 d3 e3 c5 | white to move | quiet 3 | ply 30	w	c1-a1=d a3-a1=w a3-b3=w a3-a5=w
12	white c1 c2 a3 b3 d4 e5 | black a1 b2 e3 b4 c4 c5 | white to move | quiet 32	d	c1-e1=d c2-d2=d a3-a5=d d4-d3=l
0	white c1 b2 e3 | black d2 b3 c4 d4 a5 | white to move | quiet 38 | ply 172	l	c1-a1=l c1-e1=l c1-c2=l b2-c2=l e3-e1=l e3-d3=l e3-e5=l
11	white a1 b3 a5 | black d2 a3 d3 b4 d4 c5 | white to move | ply 51	l	a1-c1=l b3-b2=l
11	white a1 e1 c2 a5 c5 e5 | black c1 d2 a3 e3 c4 | black to move | quiet 3	d	d2-d3=d a3-b3=l e3-d3=l c4-b4=l c4-d4=d
11	white a1 b3 c4 a5 | black e1 d2 a3 e3 d4 e5 | white to move | ply 20	l	a1-c1=l b3-b2=l b3-b4=l c4-b4=l c4-c5=l a5-c5=l
0	white e1 c2 a3 b4 c4 e5 | black a1 c1 b2 b3 e3 d4 | black to move | quiet 19	l	e3-d3=l d4-d3=l
3	white b2 b4 c5 | black a1 c1 e1 e3 a5 e5 | white to move | ply 19	l	b2-c2=l b2-b3=l b4-b3=l b4-c4=l c5-c4=l
5	white a1 c1 e1 c4 a5 e5 | black b2 d2 a3 e3 c5 | white to move | quiet 2	w	c1-c2=w c4-b4=d c4-d4=d
13	white c2 d2 e3 b4 a5 c5 | black b2 a3 b3 d3 c4 e5 | white to move | quiet 6	d	c2-c1=d e3-e1=d
11	white a1 b2 a5 c5 e5 | black c1 d2 e3 | black to move | ply 29	l	c1-e1=l c1-c2=l d2-c2=l d2-d3=l e3-e1=l e3-d3=l
1	white a1 c2 d3 b4 a5 | black e1 d2 a3 e3 d4 e5 | white to move | quiet 4	l	a1-c1=l c2-c1=l c2-b2=l b4-b3=l b4-c4=l a5-c5=l
9	white a1 b2 d2 d3 d4 | black b3 c4 a5 | white to move | quiet 1 | ply 28	w	a1-c1=w a1-a3=w b2-c2=w d2-c2=w d3-e3=w
14	white a1 c1 b2 e3 d4 c5 | black e1 a3 b3 d3 c4 a5 | white to move | quiet 4	d	c1-c2=d b2-c2=l e3-e5=d c5-e5=d
5	white a1 e1 b2 e3 b4 c5 | black c1 b3 d3 | black to move | quiet 8 | ply 38	l	c1-c2=l b3-a3=l d3-d2=l d3-d4=l
6	white a1 b2 d2 b4 d4 c5 | black b3 d3 a5 e5 | black to move | quiet 2 | ply 21	l	b3-a3=l d3-e3=l a5-a3=l e5-e3=l
10	white a1 e1 c2 b4 c4 d4 | black b2 d2 a3 e3 c5 | white to move | quiet 1 | ply 31	w	a1-c1=w e1-c1=w c2-c1=w b4-b3=w d4-d3=w
6	white c1 c2 a3 b3 d3 c4 | black a1 d2 b4 d4 c5 e5 | white to move | quiet 14	d	c1-e1=d c2-b2=d a3-a5=d b3-b2=d d3-e3=d
10	white a1 e1 b2 d2 b3 | black c1 e3 b4 c4 d4 a5 | black to move | quiet 1 | ply 16	w	c1-c2=w e3-d3=w e3-e5=w c4-c5=w d4-d3=w a5-a3=w a5-c5=l
7	white c2 c4 c5 e5 | black b2 b3 e3 b4 d4 a5 | white to move | ply 18	l	c2-c1=l c2-d2=l
0	white b2 a3 b3 d3 d4 e5 | black a1 d2 c5 | white to move | quiet 47 | ply 83	w	b2-c2=w a3-a5=w b3-b4=w d3-e3=w d4-c4=w e5-e3=w
14	white c1 c2 d3 c4 a5 e5 | black a1 b2 b3 e3 d4 c5 | white to move | quiet 20	d	c1-e1=d c2-d2=d d3-d2=d c4-b4=d a5-a3=d
5	white a1 e1 b2 a3 e3 e5 | black c1 c2 d2 a5 | white to move | quiet 3 | ply 20	w	b2-b3=w a3-b3=w e3-d3=w e5-c5=w
6	white a1 b2 d2 b4 c4 d4 | black d3 e3 a5 | black to move | ply 24	l	e3-e1=l e3-e5=l a5-a3=l a5-c5=l
0	white c4 a5 e5 | black a1 c1 a3 b3 d3 c5 | white to move | quiet 46 | ply 87	l	c4-b4=l c4-d4=l e5-e3=l
10	white c1 d2 b3 d4 | black a1 c2 a3 d3 c5 | white to move | quiet 2 | ply 23	l	c1-e1=l b3-b2=l b3-b4=l d4-c4=l
4	white c1 c2 a3 c5 | black b2 d2 b3 b4 c4 d4 | black to move | quiet 1	w	d2-d3=w d4-d3=w
5	white a3 e3 b4 c5 e5 | black a1 c1 e1 b2 d2 a5 | white to move | quiet 2	l	a3-b3=l e3-d3=l b4-b3=l b4-c4=l c5-c4=l
5	white a1 e1 b2 e3 b4 e5 | black c1 a3 d3 | black to move | quiet 6 | ply 36	l	c1-c2=l a3-b3=l a3-a5=l d3-d2=l d3-d4=l
0	white e1 d2 a3 b4 d4 e5 | black a1 c1 b2 b3 d3 e3 | white to move | quiet 24	w	d2-c2=w a3-a5=w b4-c4=w d4-c4=w e5-c5=w
7	white a1 c1 e1 a3 e3 a5 | black b2 d3 b4 | white to move | quiet 1 | ply 59	w	c1-c2=w a3-b3=w e3-e5=w a5-c5=w
0	white d2 d3 b4 | black c1 c2 b3 c4 d4 | black to move | quiet 75 | ply 209	w	c1-a1=w c1-e1=w c2-b2=w b3-b2=w b3-a3=w c4-c5=w
10	white a1 c2 b3 | black c1 b4 c4 d4 a5 e5 | white to move | ply 23	l	a1-a3=l c2-b2=l c2-d2=l b3-b2=l b3-a3=l
11	white a1 c2 b3 d3 c4 c5 | black c1 b2 b4 d4 a5 e5 | black to move | quiet 41	d	c1-e1=d a5-a3=d e5-e3=d
13	white c1 b2 d2 d4 a5 e5 | black c2 a3 b3 d3 c4 c5 | black to move | quiet 9	d	a3-a1=d b3-b4=d d3-e3=d c4-b4=d
8	white c2 d2 b3 e3 b4 c5 | black b2 d3 c4 d4 a5 e5 | white to move | quiet 16	w	c2-c1=d b3-a3=w e3-e1=d
5	white c2 a3 b3 d4 a5 c5 | black a1 b2 d3 b4 c4 e5 | white to move | quiet 2	d	c2-c1=d c2-d2=l
0	white e1 c2 a3 e3 c4 e5 | black b2 d3 b4 d4 | black to move | quiet 2 | ply 33	l	b2-b3=l d3-d2=l b4-b3=l
3	white b2 c2 d2 e3 b4 d4 | black a1 a3 c5 e5 | white to move | quiet 2	w	b2-b3=w c2-c1=w d2-d3=w e3-e1=w e3-d3=w b4-b3=w b4-c4=w d4-d3=w d4-c4=w
0	white e1 b2 d3 d4 c5 | black c1 a3 b3 e3 c4 | black to move | quiet 22 | ply 37	d	c1-a1=l c1-c2=d a3-a1=l a3-a5=l b3-b4=l e3-e5=l c4-b4=l
0	white a1 c2 d2 a5 | black b2 b3 d3 e3 b4 d4 | black to move | quiet 1 | ply 37	w	b3-a3=w e3-e1=w e3-e5=w b4-c4=w d4-c4=w
7	white a1 c4 c5 e5 | black c2 b3 e3 b4 d4 a5 | black to move | quiet 3 | ply 21	w	c2-c1=w c2-b2=w c2-d2=w b3-b2=w b3-a3=w e3-e1=w e3-d3=w d4-d3=w a5-a3=w
0	white e3 c4 a5 | black a1 e1 d2 a3 b3 c5 | black to move | quiet 43 | ply 84	w	a1-c1=w e1-c1=w d2-c2=w d2-d3=w b3-b2=w b3-b4=w c5-e5=w
14	white a1 c1 b2 d3 c4 e5 | black c2 a3 b3 e3 d4 c5 | white to move | quiet 18	d	c1-e1=d d3-d2=d c4-b4=d
0	white c1 b2 e3 | black d2 b3 d4 a5 c5 | black to move | quiet 37 | ply 171	w	d2-c2=w d2-d3=w b3-a3=w b3-b4=w d4-d3=w d4-c4=w a5-a3=w c5-c4=w c5-e5=w
5	white c2 a3 b4 c4 e5 | black c1 b2 d2 d3 d4 a5 | white to move | quiet 12 | ply 41	l	a3-a1=l a3-b3=l b4-b3=l c4-c5=l e5-e3=l e5-c5=l
10	white a1 c1 d2 b3 c4 c5 | black e1 b2 c2 a3 d4 a5 | white to move | quiet 4	d	d2-d3=d b3-b4=d c4-b4=d c5-e5=d
0	white b3 b4 c4 c5 | black a1 e1 b2 c2 d3 e3 | black to move | quiet 11 | ply 33	w	a1-c1=w a1-a3=w e1-c1=w c2-c1=w c2-d2=w d3-d2=w d3-d4=w e3-e5=w
6	white c2 d2 b3 c4 d4 e5 | black c1 b2 d3 b4 a5 c5 | white to move	d	b3-a3=d e5-e3=l
8	white c1 b2 c2 d3 b4 e5 | black a1 d2 b3 e3 d4 a5 | black to move | quiet 3	w	a1-a3=d b3-a3=w e3-e1=w d4-c4=w a5-a3=w a5-c5=w
10	white c1 d2 b3 d4 | black a1 c2 a3 d3 a5 | black to move | quiet 1 | ply 22	w	c2-b2=w d3-e3=w a5-c5=w
5	white a1 e1 b2 d3 b4 c5 | black c1 c2 b3 c4 a5 e5 | black to move | quiet 51	d	c2-d2=d b3-a3=d c4-d4=d a5-a3=d e5-e3=d
1	white e1 a3 c4 | black b2 c2 b3 b4 d4 c5 | white to move | quiet 4 | ply 37	l	e1-c1=l e1-e3=l a3-a1=l a3-a5=l
0	white a1 e1 d2 a3 e3 c5 | black c1 b2 d3 b4 d4 | white to move | quiet 5 | ply 21	w	d2-c2=w a3-b3=w a3-a5=w e3-e5=w c5-c4=w c5-a5=w c5-e5=w
11	white c1 a3 b3 d3 c4 c5 | black a1 d2 e3 b4 d4 a5 | black to move | quiet 33	d	d2-c2=d e3-e1=d e3-e5=d
7	white e1 b2 c2 c4 a5 | black c1 d2 a3 b3 e3 d4 | white to move | quiet 2 | ply 49	l	c4-b4=l c4-c5=l a5-c5=l
10	white a1 c1 e1 b4 d4 c5 | black b3 d3 a5 | black to move | ply 40	l	b3-b2=l b3-a3=l d3-d2=l d3-e3=l a5-a3=l
8	white e1 c2 d2 b3 d3 c4 | black b2 e3 b4 d4 a5 c5 | white to move	l	e1-c1=l c2-c1=l b3-a3=l
0	white c1 c2 d2 a3 | black b2 b3 d3 b4 d4 c5 | black to move | quiet 5 | ply 41	w	d3-e3=w b4-c4=w d4-c4=w c5-c4=w c5-a5=w c5-e5=w
0	white c2 d2 d3 d4 e5 | black e1 b2 b3 b4 c4 | black to move | ply 15	w	e1-c1=l e1-e3=w b3-a3=w c4-c5=l
5	white e1 b2 a3 b4 d4 c5 | black c2 d2 b3 e3 c4 a5 | white to move | quiet 56	d	e1-c1=d a3-a1=d d4-d3=d c5-e5=d
4	white e1 d3 a5 c5 e5 | black c2 b4 c4 d4 | white to move | ply 17	w	e1-c1=w e1-e3=w d3-d2=w d3-e3=w a5-a3=w e5-e3=w
5	white e1 b2 a3 b4 d4 e5 | black a1 d2 b3 e3 c4 c5 | white to move | quiet 30	d	e1-c1=d b2-c2=d a3-a5=d d4-d3=d
5	white a1 e1 b2 b4 d4 c5 | black c1 d2 b3 e3 c4 a5 | white to move | quiet 54	d	a1-a3=d b2-c2=d d4-d3=d c5-e5=d
0	white a1 c2 a3 e3 | black e1 b2 b3 c4 a5 e5 | black to move | quiet 27 | ply 63	w	e1-c1=w b3-b4=w c4-b4=w c4-d4=w c4-c5=w a5-c5=w e5-c5=w
1	white e1 b2 b3 d3 | black a1 c1 a3 a5 c5 e5 | white to move | quiet 2	l	e1-e3=l b2-c2=l b3-b4=l d3-d2=l d3-e3=l d3-d4=l
7	white e1 b2 c2 b4 a5 c5 | black c1 d2 a3 b3 c4 e5 | black to move | quiet 29	w	c1-a1=w d2-d3=d a3-a1=w c4-d4=w e5-e3=w
11	white e1 a3 b3 d3 c4 c5 | black a1 d2 e3 b4 d4 a5 | white to move | quiet 32	d	e1-c1=d b3-b2=d c5-e5=d
12	white c1 b2 d2 a3 c4 d4 | black e1 c2 b3 d3 b4 e5 | white to move | quiet 2	l	c1-a1=l a3-a1=l a3-a5=l c4-c5=l
14	white e1 c2 a3 d3 c4 e5 | black c1 b2 b3 e3 d4 c5 | black to move | quiet 7	d	c1-a1=d b3-b4=d c5-a5=d
3	white b2 e3 b4 a5 e5 | black a1 e1 c2 b3 c4 c5 | black to move | quiet 7	w	a1-c1=w a1-a3=w e1-c1=w c2-c1=w c2-d2=w b3-a3=w c4-d4=w
10	white c1 c2 e3 | black a1 b2 b3 d3 b4 e5 | black to move | quiet 1 | ply 30	w	a1-a3=w b3-a3=w d3-d2=w d3-d4=w b4-c4=w e5-c5=w
0	white e1 c4 a5 | black a1 c1 c2 a3 b4 c5 | black to move | quiet 33 | ply 74	w	c2-b2=w c2-d2=w a3-b3=w b4-b3=w c5-e5=w
13	white e1 b2 a3 d3 c4 e5 | black c1 b3 e3 b4 d4 c5 | white to move | quiet 12	d	b2-c2=d a3-a1=d a3-a5=d d3-d2=d
0	white e3 b4 a5 | black a1 e1 b2 a3 d3 c4 | black to move | quiet 13 | ply 54	w	a1-c1=w e1-c1=w b2-c2=w b2-b3=w a3-b3=w d3-d2=w d3-d4=w c4-d4=w c4-c5=w
4	white a1 c1 c2 c5 | black b2 d2 b3 d3 b4 c4 | black to move | quiet 3	w	b3-a3=w d3-e3=w d3-d4=w c4-d4=w
13	white b2 c2 b3 d3 c4 e5 | black c1 d2 a3 b4 d4 c5 | black to move | quiet 7	w	c1-a1=w c1-e1=d a3-a1=d a3-a5=d c5-a5=w
12	white b3 e3 b4 c5 | black a1 e1 a3 d3 a5 e5 | white to move | ply 24	l	b3-b2=l b4-c4=l c5-c4=l
0	white a1 c2 d2 a5 | black b2 b3 d3 b4 d4 e5 | white to move | quiet 2 | ply 38	l	a1-c1=l a1-a3=l c2-c1=l a5-a3=l a5-c5=l
11	white c1 b3 c4 a5 | black e1 d2 a3 e3 d4 e5 | black to move | quiet 1 | ply 21	w	d2-c2=w d2-d3=w a3-a1=w e3-d3=w d4-d3=w e5-c5=w
0	white c1 c2 d2 e5 | black a1 e1 a3 d4 a5 | white to move | quiet 2 | ply 55	d	c2-b2=d d2-d3=l e5-e3=l e5-c5=l
0	white c4 a5 e5 | black c1 e1 a3 b3 e3 c5 | black to move | quiet 57 | ply 98	w	c1-a1=w c1-c2=w a3-a1=w b3-b2=w b3-b4=w e3-d3=w
7	white a1 c1 b3 d3 c5 e5 | black e1 c2 a3 b4 d4 a5 | black to move | quiet 9	d	e1-e3=d c2-b2=d c2-d2=d b4-c4=d d4-c4=d
0	white e1 b2 d2 c4 d4 c5 | black c2 b3 e3 | white to move | quiet 5 | ply 41	w	e1-c1=w d2-d3=w c4-b4=w d4-d3=w c5-a5=w c5-e5=w
0	white b4 d4 c5 e5 | black b2 d2 a3 | black to move | quiet 7 | ply 62	l	b2-c2=l b2-b3=l d2-c2=l d2-d3=l a3-a1=l a3-b3=l a3-a5=l
5	white a1 e1 b2 b4 d4 c5 | black c1 c2 b3 c4 a5 e5 | white to move | quiet 22	d	a1-a3=d e1-e3=d d4-d3=d
0	white a1 e1 d2 e3 a5 c5 | black c1 b3 d3 b4 d4 | white to move | quiet 7 | ply 23	w	a1-a3=w d2-c2=w e3-e5=w a5-a3=w c5-c4=w c5-e5=w
0	white e1 c2 a3 e3 b4 e5 | black b2 b3 d3 d4 | black to move | quiet 4 | ply 35	l	d3-d2=l d4-c4=l
2	white a1 e1 d2 e3 d4 a5 | black c2 b4 c5 | white to move | quiet 3 | ply 25	w	a1-c1=w a1-a3=w e1-c1=w d2-d3=w e3-d3=w e3-e5=w d4-d3=w d4-c4=w a5-a3=w
0	white e1 c2 a3 e3 b4 c5 | black b2 b3 d3 d4 | white to move | quiet 7 | ply 38	w	e1-c1=w c2-c1=w c2-d2=w a3-a1=w a3-a5=w e3-e5=w b4-c4=w c5-c4=w c5-a5=w c5-e5=w
0	white a1 c1 d2 a5 e5 | black b2 a3 d3 e3 b4 d4 | black to move | quiet 21	w	b2-c2=w b2-b3=w a3-b3=w e3-e1=w b4-b3=w b4-c4=w d4-c4=w
0	white b2 c2 e3 | black d2 a3 b3 c4 c5 | white to move | quiet 28 | ply 162	l	c2-c1=l e3-e1=l e3-d3=l e3-e5=l
5	white c1 b2 d2 d3 c4 d4 | black c2 b3 e3 b4 c5 | black to move | quiet 7	d	b3-a3=d e3-e1=l e3-e5=l c5-a5=l c5-e5=l
0	white c1 d2 d3 b4 | black a1 b3 d4 c5 e5 | black to move | quiet 61 | ply 116	w	a1-a3=w b3-b2=w b3-a3=w d4-c4=w c5-c4=w c5-a5=w e5-e3=w
0	white c2 d2 e3 c4 | black a1 b4 d4 c5 e5 | black to move | quiet 67 | ply 122	w	a1-c1=w a1-a3=w b4-b3=w d4-d3=w c5-a5=w
0	white e1 b2 d2 b4 d4 c5 | black c1 a3 e5 | white to move | quiet 27 | ply 63	w	e1-e3=w b2-c2=w b2-b3=w d2-c2=w d2-d3=w b4-b3=w b4-c4=w d4-d3=w d4-c4=w c5-c4=w c5-a5=w
8	white c1 b4 e5 | black a1 d2 a3 e3 d4 a5 | black to move | quiet 1 | ply 28	w	d2-c2=w d2-d3=w a3-b3=w e3-e1=w e3-d3=w d4-d3=w d4-c4=w a5-c5=w
5	white a1 b2 c2 a3 a5 | black e3 b4 c4 d4 e5 | black to move | quiet 4 | ply 25	w	e3-e1=l e3-d3=l b4-b3=w c4-c5=w d4-d3=w e5-c5=l
0	white e1 c2 d3 d4 c5 | black a1 b3 b4 c4 e5 | white to move | quiet 13 | ply 28	w	e1-c1=w e1-e3=w c2-c1=w c2-b2=w c2-d2=w d3-d2=w d3-e3=w c5-a5=w
0	white e1 d2 b3 b4 a5 c5 | black a1 b2 c2 a3 e3 d4 | white to move | quiet 50	w	e1-c1=d d2-d3=d b4-c4=w c5-c4=d c5-e5=d
12	white c1 b3 d3 d4 a5 e5 | black a1 d2 e3 b4 c4 c5 | black to move | quiet 21	d	a1-a3=d d2-c2=d e3-e1=d
0	white b3 b4 c4 a5 e5 | black c1 b2 d2 a3 e3 d4 | white to move | quiet 2	l	c4-c5=l a5-c5=l e5-c5=l
0	white e1 d2 d3 c4 | black a1 a3 e3 d4 c5 | black to move | quiet 57 | ply 112	w	a1-c1=w a3-b3=w a3-a5=w e3-e5=w c5-a5=w c5-e5=w
12	white a1 d4 a5 c5 | black e1 b2 a3 d3 b4 e5 | black to move | quiet 3 | ply 25	w	e1-c1=w e1-e3=w b2-c2=w b2-b3=w a3-b3=w d3-d2=w d3-e3=w b4-b3=w b4-c4=w e5-e3=w
9	white c1 b2 d2 b4 d4 a5 | black e1 c2 a3 b3 d3 c4 | white to move | quiet 2	l	c1-a1=l a5-c5=l
6	white c1 d2 a3 b3 e3 c5 | black e1 c2 b4 d4 a5 e5 | white to move | quiet 20	d	c1-a1=d d2-d3=d a3-a1=d b3-b2=d e3-d3=d c5-c4=d
14	white c1 c2 d3 b4 a5 e5 | black a1 b2 a3 e3 d4 c5 | white to move | quiet 14	d	c1-e1=d c2-d2=d d3-d2=d b4-b3=d b4-c4=d
9	white c1 b2 d2 b4 d4 c5 | black a1 e1 c2 b3 d3 c4 | white to move | quiet 8	l	c5-a5=l c5-e5=l
6	white a1 d2 b3 d3 d4 a5 | black c1 b2 e5 | black to move | quiet 2 | ply 30	l	c1-e1=l c1-c2=l b2-c2=l e5-e3=l e5-c5=l
14	white a1 c1 b3 e3 d4 c5 | black e1 c2 a3 d3 b4 e5 | black to move | quiet 5	d	c2-b2=d c2-d2=d a3-a5=d d3-d2=d b4-c4=d
0	white e1 d2 b3 c4 a5 c5 | black a1 c1 b2 a3 d3 d4 | black to move | quiet 7	l	c1-c2=l b2-c2=l d3-e3=l
5	white e1 c2 d2 e5 | black a1 b2 b3 e3 c4 d4 | white to move | quiet 2 | ply 28	l	e1-c1=l c2-c1=l d2-d3=l e5-c5=l
0	white e1 b2 d2 d4 a5 | black a1 a3 e3 b4 c4 | black to move | quiet 18 | ply 33	d	a1-c1=d a3-b3=l e3-d3=l e3-e5=l b4-b3=l c4-c5=l
5	white a1 b2 d2 a3 a5 | black e3 b4 c4 d4 e5 | white to move | quiet 3 | ply 24	w	a1-c1=w b2-c2=l b2-b3=l d2-c2=l d2-d3=l a3-b3=w a5-c5=w
7	white c1 a3 e3 d4 c5 e5 | black a1 e1 c2 b3 b4 a5 | black to move | quiet 1	w	c2-b2=w c2-d2=d b3-b2=d b4-c4=w
8	white a1 c1 d2 a3 d4 | black e1 c2 b3 b4 a5 c5 | black to move | quiet 3 | ply 18	w	e1-e3=w c2-b2=w b3-b2=w b4-c4=w c5-c4=w c5-e5=w
10	white a1 e1 c2 b4 c4 d4 | black b2 d2 a3 e3 a5 | black to move | ply 30	l	b2-b3=l d2-d3=l a3-b3=l e3-d3=l e3-e5=l a5-c5=l
6	white c1 d2 a3 b3 e3 c5 | black e1 c2 b4 c4 a5 e5 | black to move | quiet 27	d	c2-b2=d c4-d4=d
4	white a1 e1 c2 a3 a5 e5 | black b2 d2 e3 b4 | black to move | quiet 1	l	b2-b3=l d2-d3=l e3-d3=l b4-b3=l b4-c4=l
5	white c2 a3 b4 c4 e5 | black e1 b2 d2 d3 d4 a5 | black to move | quiet 11 | ply 40	w	e1-c1=w e1-e3=w b2-b3=w d3-e3=w a5-c5=w
11	white a1 c1 b3 c4 a5 | black e1 d2 a3 d3 d4 c5 | white to move | ply 15	l	c1-c2=l b3-b2=l b3-b4=l c4-b4=l
14	white a1 b2 c2 d3 b4 e5 | black c1 d2 a3 b3 c4 c5 | white to move | quiet 30	d	d3-e3=d d3-d4=l e5-e3=l
3	white c1 e1 b2 | black a1 a3 e3 a5 c5 e5 | black to move | quiet 1 | ply 20	w	a3-b3=w e3-d3=w c5-c4=w
5	white e1 c2 b3 d3 e5 | black a1 b2 e3 b4 c4 d4 | white to move | ply 21	l	e1-c1=l c2-c1=l c2-d2=l b3-a3=l d3-d2=l e5-c5=l
0	white e1 c2 a3 b4 c4 e5 | black a1 c1 b2 b3 d3 d4 | white to move | quiet 16	w	e1-e3=w c2-d2=w a3-a5=w c4-c5=w e5-e3=w e5-c5=w
5	white c1 c2 b3 d3 e5 | black a1 b2 e3 b4 d4 c5 | white to move | quiet 2 | ply 23	l	c1-e1=l c2-d2=l b3-a3=l d3-d2=l
7	white b2 d2 b4 c5 | black e1 b3 e3 c4 e5 | black to move | quiet 1 | ply 22	w	e1-c1=w b3-a3=w e3-d3=w c4-d4=w
4	white b2 a3 d3 e3 b4 c4 | black c1 d2 c5 e5 | white to move | quiet 4	w	b2-c2=w b2-b3=w a3-a1=w a3-b3=w a3-a5=w d3-d4=w e3-e1=w b4-b3=w c4-d4=w
0	white d2 e3 c5 | black e1 b3 c4 d4 a5 | white to move | quiet 6 | ply 126	l	d2-c2=l d2-d3=l e3-d3=l e3-e5=l c5-e5=l
13	white c1 a3 b3 d3 d4 c5 | black a1 d2 e3 c4 a5 e5 | black to move | quiet 13	l	d2-c2=l e3-e1=l c4-b4=l
11	white c1 b2 d2 a3 d4 | black e1 c2 e3 b4 a5 e5 | white to move | ply 15	l	c1-a1=l b2-b3=l d2-d3=l a3-a1=l a3-b3=l d4-d3=l d4-c4=l
0	white c1 e1 b3 | black a3 e3 b4 c4 d4 | white to move | quiet 6 | ply 140	l	c1-a1=l c1-c2=l b3-b2=l
0	white a1 d3 e3 b4 d4 c5 | black e1 a3 b3 a5 e5 | black to move | quiet 1	l	e1-c1=l b3-b2=l
7	white c1 d2 b3 e3 c4 a5 | black a1 e1 b2 d3 c5 e5 | black to move | quiet 3	d	a1-a3=d b2-c2=d d3-d4=d
0	white c1 a3 e5 | black a1 b2 b4 a5 c5 | white to move | quiet 52 | ply 186	l	c1-e1=l c1-c2=l a3-b3=l e5-e3=l
6	white c1 d2 a3 b3 e3 c5 | black e1 c2 c4 d4 a5 e5 | black to move | quiet 23	d	c2-b2=d c4-b4=d d4-d3=d
5	white a1 e1 b2 e3 a5 e5 | black c1 c2 d2 a3 c5 | white to move	w	b2-b3=d e3-d3=w
0	white e1 b2 d2 c4 d4 c5 | black c1 a3 e3 | white to move | quiet 21 | ply 57	w	b2-c2=w b2-b3=w d2-c2=w d2-d3=w c4-b4=w d4-d3=w c5-a5=w c5-e5=w
0	white e3 c4 a5 | black a1 c1 b2 d2 a3 c5 | black to move | quiet 39 | ply 80	w	c1-e1=w c1-c2=w b2-c2=w b2-b3=w d2-c2=w d2-d3=w a3-b3=w c5-e5=w
14	white e1 b2 d3 c4 a5 c5 | black c2 a3 b3 e3 d4 e5 | white to move | quiet 12	d	e1-c1=d d3-d2=d c4-b4=d
0	white b4 a5 e5 | black a1 e1 b2 a3 d3 c4 | white to move | quiet 12 | ply 53	l	b4-b3=l a5-c5=l e5-e3=l e5-c5=l
10	white a1 c1 d3 e3 b4 | black b2 c2 d2 a3 c5 | white to move | quiet 3 | ply 22	w	c1-e1=l d3-d4=w e3-e1=w e3-e5=l b4-b3=w b4-c4=w
0	white e1 c2 d3 b4 | black c1 b2 a3 c5 e5 | black to move | quiet 37 | ply 92	w	c1-a1=w b2-b3=w a3-a1=w a3-b3=w a3-a5=w c5-c4=w c5-a5=w e5-e3=w
11	white a1 b3 a5 c5 e5 | black c1 b2 e3 | white to move | quiet 3 | ply 32	w	a1-a3=w b3-a3=w b3-b4=w a5-a3=w c5-c4=w
8	white b2 d2 a3 e3 b4 d4 | black c2 d3 c4 a5 c5 | black to move | quiet 1	l	c2-c1=l c5-e5=l
11	white c1 b2 d2 b4 | black e1 c2 d3 e3 a5 c5 | black to move | quiet 3 | ply 25	w	d3-d4=w e3-e5=w a5-a3=w c5-c4=w c5-e5=w
0	white e1 c2 a3 b4 c4 c5 | black a1 c1 b2 b3 e3 d4 | white to move | quiet 14	w	c2-d2=w a3-a5=w c5-a5=w c5-e5=w
11	white c1 b2 d2 b3 d4 c5 | black e1 c2 d3 b4 a5 e5 | white to move	l	c1-a1=l b3-a3=l d4-c4=l c5-c4=l
3	white b2 a3 e3 b4 e5 | black a1 e1 c2 b3 c4 c5 | white to move | quiet 6	l	a3-a5=l e3-d3=l
4	white a1 e1 b3 e3 d4 | black c1 d3 b4 a5 c5 e5 | white to move | ply 15	l	a1-a3=l b3-b2=l b3-a3=l d4-c4=l
0	white e1 d2 b3 c4 a5 c5 | black a1 c1 b2 c2 d3 d4 | white to move | quiet 56	w	e1-e3=w b3-a3=w b3-b4=w c4-b4=w a5-a3=w c5-e5=w
1	white c1 e1 b4 a5 | black a1 d2 a3 d3 d4 e5 | black to move | quiet 9 | ply 27	w	d2-c2=w a3-b3=w d3-e3=w d4-c4=w e5-e3=w e5-c5=w
5	white a3 b3 e3 d4 a5 | black a1 e1 c2 d3 b4 e5 | white to move | quiet 6	l	b3-b2=l d4-c4=l a5-c5=l
0	white c1 c2 a3 d3 d4 e5 | black e1 b2 d2 b3 e3 c5 | black to move | quiet 7	w	b3-b4=d c5-c4=w c5-a5=d
0	white b3 a5 e5 | black a1 c1 c2 a3 d3 c5 | white to move | quiet 18 | ply 59	l	b3-b2=l b3-b4=l e5-e3=l
0	white c2 d2 b3 e3 d4 a5 | black a1 c1 b4 | white to move | quiet 71 | ply 107	w	c2-b2=w d2-d3=w b3-b2=w b3-a3=w e3-e1=w e3-d3=w e3-e5=w d4-d3=w d4-c4=w a5-a3=w a5-c5=w
8	white c2 d2 a3 e3 b4 c5 | black b3 d3 c4 d4 a5 e5 | white to move | quiet 18	w	c2-c1=w c2-b2=w a3-a1=w e3-e1=w
0	white a1 d2 a3 | black e1 b2 b3 b4 a5 e5 | black to move | quiet 5 | ply 70	w	e1-c1=w e1-e3=w b2-c2=w b4-c4=w a5-c5=w e5-e3=w e5-c5=w
0	white e1 c2 d2 c5 | black a3 e3 b4 d4 a5 | white to move | quiet 72 | ply 127	w	e1-c1=w c2-c1=l c2-b2=w d2-d3=l c5-c4=l c5-e5=l
13	white e1 a3 b3 d3 d4 c5 | black a1 b2 e3 b4 a5 e5 | black to move | quiet 7	d	a1-c1=d b2-c2=l b4-c4=l
1	white a1 e1 a3 e3 a5 e5 | black b3 c4 d4 | white to move | quiet 1 | ply 19	w	a1-c1=w e1-c1=w e3-d3=w a5-c5=w e5-c5=w
1	white a1 e1 a3 d3 b4 a5 | black c1 b3 e3 d4 c5 | white to move | quiet 2	w	d3-d2=w b4-c4=w
1	white e1 d2 a3 c4 | black b2 b3 d3 b4 d4 c5 | white to move | ply 28	l	e1-c1=l e1-e3=l d2-c2=l a3-a1=l a3-a5=l
0	white c1 e1 d3 c4 c5 | black a1 b2 a3 b4 a5 e5 | white to move | quiet 6	l	c1-c2=l e1-e3=l d3-d2=l d3-e3=l d3-d4=l c4-d4=l
12	white b2 d2 e3 b4 c5 | black a1 e1 a3 d3 a5 e5 | white to move | ply 19	l	b2-c2=l b2-b3=l d2-c2=l b4-b3=l b4-c4=l c5-c4=l
