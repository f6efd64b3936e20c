morris-zero perfect-play test set
version 1
rules three f4e8e27bdfb82777
made morris testset make --rules three --games 10 --openings 2 --positions 1000 --seed 1 --player random --player greedy --player alphabeta:depth=1 --player alphabeta:depth=3 --player alphabeta:depth=5
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
positions 1000
checksum 58cb3f06
0	white hand 3 | black hand 3 | white to place	w	a1=d b1=l c1=d a2=l b2=w c2=l a3=d b3=l c3=d
3	white a3 hand 2 | black hand 3 | black to place	d	a1=d b1=l c1=d a2=d b2=d c2=l b3=d c3=d
3	white c1 hand 2 | black hand 3 | black to place	d	a1=d b1=d a2=l b2=d c2=d a3=d b3=l c3=d
0	white a1 hand 2 | black hand 3 | black to place	d	b1=d c1=d a2=d b2=d c2=l a3=d b3=l c3=d
0	white a2 hand 2 | black hand 3 | black to place	w	a1=d b1=l c1=l b2=w c2=d a3=d b3=l c3=l
1	white c2 hand 2 | black hand 3 | black to place	w	a1=l b1=l c1=d a2=d b2=w a3=l b3=l c3=d
2	white b1 hand 2 | black hand 3 | black to place	w	a1=d c1=d a2=l b2=w c2=l a3=l b3=d c3=l
0	white b3 hand 2 | black hand 3 | black to place	w	a1=l b1=d c1=l a2=l b2=w c2=l a3=d c3=d
1	white c3 hand 2 | black hand 3 | black to place	d	a1=d b1=l c1=d a2=l b2=d c2=d a3=d b3=d
1	white b2 hand 2 | black hand 3 | black to place	l	a1=l b1=l c1=l a2=l c2=l a3=l b3=l c3=l
4	white b1 hand 2 | black b2 hand 2 | white to place	l	a1=l c1=l a2=l c2=l a3=l b3=l c3=l
2	white c3 hand 2 | black b1 hand 2 | white to place	w	a1=l c1=d a2=l b2=w c2=w a3=d b3=l
3	white c1 hand 2 | black c2 hand 2 | white to place	d	a1=d b1=l a2=d b2=d a3=l b3=d c3=d
0	white b3 hand 2 | black a3 hand 2 | white to place	d	a1=d b1=l c1=d a2=d b2=d c2=l c3=l
1	white a1 hand 2 | black b1 hand 2 | white to place	d	c1=d a2=l b2=d c2=d a3=d b3=d c3=l
3	white a2 hand 2 | black b1 hand 2 | white to place	w	a1=l c1=d b2=d c2=d a3=w b3=d c3=l
1	white b2 hand 2 | black b1 hand 2 | white to place	w	a1=d c1=d a2=d c2=d a3=w b3=d c3=w
10	white a2 hand 2 | black a1 hand 2 | white to place	d	b1=d c1=d b2=d c2=l a3=l b3=l c3=d
2	white b1 hand 2 | black b3 hand 2 | white to place	d	a1=l c1=l a2=d b2=d c2=d a3=d c3=d
13	white b1 hand 2 | black a3 hand 2 | white to place	w	a1=l c1=d a2=l b2=w c2=l b3=l c3=l
1	white c2 hand 2 | black c3 hand 2 | white to place	d	a1=d b1=l c1=l a2=l b2=d a3=d b3=d
11	white a1 hand 2 | black a2 hand 2 | white to place	d	b1=l c1=d b2=d c2=d a3=d b3=d c3=l
4	white a2 hand 2 | black c2 hand 2 | white to place	d	a1=l b1=d c1=d b2=d a3=l b3=d c3=d
4	white c2 hand 2 | black c1 hand 2 | white to place	d	a1=d b1=d a2=l b2=d a3=d b3=l c3=l
3	white b3 hand 2 | black b2 hand 2 | white to place	l	a1=l b1=l c1=l a2=l c2=l a3=l c3=l
5	white b3 hand 2 | black c3 hand 2 | white to place	d	a1=d b1=l c1=d a2=l b2=d c2=d a3=l
13	white c1 hand 2 | black b3 hand 2 | white to place	w	a1=d b1=l a2=l b2=w c2=w a3=l c3=d
12	white c2 hand 2 | black b2 hand 2 | white to place	l	a1=l b1=l c1=l a2=l a3=l b3=l c3=l
7	white a3 hand 2 | black c3 hand 2 | white to place	d	a1=d b1=l c1=d a2=l b2=d c2=d b3=l
14	white a3 hand 2 | black c2 hand 2 | white to place	w	a1=d b1=l c1=l a2=l b2=w b3=w c3=d
7	white b1 hand 2 | black c3 hand 2 | white to place	w	a1=d c1=l a2=l b2=w c2=l a3=l b3=l
0	white a2 hand 2 | black a3 hand 2 | white to place	d	a1=l b1=l c1=d b2=d c2=l b3=d c3=d
5	white a1 hand 2 | black c3 hand 2 | white to place	d	b1=d c1=d a2=d b2=d c2=d a3=d b3=d
6	white c3 hand 2 | black b3 hand 2 | white to place	d	a1=l b1=d c1=d a2=d b2=d c2=l a3=d
3	white b1 hand 2 | black c1 hand 2 | white to place	d	a1=l a2=l b2=d c2=d a3=d b3=l c3=d
1	white c3 hand 2 | black a3 hand 2 | white to place	d	a1=d b1=l c1=d a2=d b2=d c2=l b3=l
2	white c2 hand 2 | black b1 hand 2 | white to place	w	a1=d c1=l a2=d b2=d a3=l b3=d c3=w
10	white a2 hand 2 | black c1 hand 2 | white to place	w	a1=l b1=l b2=w c2=l a3=d b3=l c3=l
0	white a1 hand 2 | black c1 hand 2 | white to place	d	b1=l a2=l b2=d c2=d a3=d b3=l c3=d
1	white b3 hand 2 | black a2 hand 2 | white to place	w	a1=d b1=d c1=l b2=d c2=d a3=l c3=w
8	white a2 hand 2 | black c3 hand 2 | white to place	w	a1=d b1=l c1=l b2=w c2=l a3=l b3=l
6	white c1 hand 2 | black a3 hand 2 | white to place	d	a1=d b1=d a2=d b2=d c2=d b3=d c3=d
8	white b2 hand 2 | black c1 hand 2 | white to place	w	a1=d b1=d a2=w c2=d a3=d b3=w c3=d
6	white c3 hand 2 | black a2 hand 2 | white to place	w	a1=l b1=l c1=d b2=w c2=l a3=d b3=w
14	white b1 hand 2 | black a2 hand 2 | white to place	w	a1=l c1=w b2=d c2=d a3=d b3=d c3=l
11	white c3 hand 2 | black c1 hand 2 | white to place	d	a1=d b1=d a2=l b2=d c2=l a3=d b3=l
3	white a3 hand 2 | black b2 hand 2 | white to place	d	a1=d b1=l c1=l a2=l c2=l b3=l c3=d
12	white a3 hand 2 | black c1 hand 2 | white to place	d	a1=d b1=d a2=d b2=d c2=d b3=d c3=d
9	white c1 hand 2 | black a1 hand 2 | white to place	d	b1=l a2=d b2=d c2=l a3=d b3=l c3=d
5	white b3 hand 2 | black c2 hand 2 | white to place	w	a1=l b1=d c1=d a2=d b2=d a3=w c3=l
12	white c1 hand 2 | black a2 hand 2 | white to place	w	a1=d b1=w b2=w c2=l a3=l b3=l c3=d
5	white b2 hand 2 | black a1 hand 2 | white to place	w	b1=d c1=d a2=d c2=w a3=d b3=w c3=d
0	white b3 hand 2 | black b1 hand 2 | white to place	d	a1=d c1=d a2=d b2=d c2=d a3=l c3=l
9	white b2 hand 2 | black a3 hand 2 | white to place	w	a1=d b1=w c1=d a2=d c2=w b3=d c3=d
14	white b2 b3 hand 1 | black b1 hand 2 | black to place	d	a1=l c1=l a2=d c2=d a3=d c3=d
2	white b1 c3 hand 1 | black b3 hand 2 | black to place	d	a1=d c1=d a2=l b2=d c2=d a3=l
3	white b1 a3 hand 1 | black c1 hand 2 | black to place	d	a1=d a2=d b2=d c2=l b3=d c3=d
0	white a1 b3 hand 1 | black a3 hand 2 | black to place	d	b1=d c1=l a2=l b2=d c2=l c3=d
7	white b1 b2 hand 1 | black c3 hand 2 | black to place	l	a1=l c1=l a2=l c2=l a3=l b3=l
9	white a1 b2 hand 1 | black a3 hand 2 | black to place	d	b1=l c1=l a2=l c2=l b3=l c3=d
11	white b1 b2 hand 1 | black a3 hand 2 | black to place	l	a1=l c1=l a2=l c2=l b3=l c3=l
6	white a1 c1 hand 1 | black a3 hand 2 | black to place	d	b1=d a2=l b2=l c2=l b3=l c3=l
1	white b2 c2 hand 1 | black c3 hand 2 | black to place	d	a1=l b1=l c1=l a2=d a3=l b3=l
4	white a2 b2 hand 1 | black c2 hand 2 | black to place	d	a1=d b1=d c1=l a3=d b3=d c3=l
1	white b2 b3 hand 1 | black a2 hand 2 | black to place	d	a1=l b1=d c1=l c2=l a3=l c3=l
11	white a1 b1 hand 1 | black a2 hand 2 | black to place	w	c1=w b2=l c2=l a3=l b3=l c3=l
0	white c1 b3 hand 1 | black a3 hand 2 | black to place	d	a1=d b1=d a2=l b2=d c2=d c3=d
11	white a3 c3 hand 1 | black c1 hand 2 | black to place	d	a1=l b1=l a2=l b2=l c2=l b3=d
3	white c1 a3 hand 1 | black b2 hand 2 | black to place	w	a1=d b1=w a2=w c2=w b3=w c3=d
0	white a1 a2 hand 1 | black a3 hand 2 | black to place	w	b1=w c1=w b2=w c2=w b3=l c3=d
0	white a1 a2 hand 1 | black c1 hand 2 | black to place	w	b1=l b2=l c2=l a3=w b3=l c3=l
9	white a2 b2 hand 1 | black a3 hand 2 | black to place	d	a1=l b1=l c1=l c2=d b3=l c3=l
1	white c1 c3 hand 1 | black a3 hand 2 | black to place	d	a1=l b1=l a2=l b2=l c2=d b3=l
12	white c1 b2 hand 1 | black a2 hand 2 | black to place	l	a1=l b1=l c2=l a3=l b3=l c3=l
4	white a1 a3 hand 1 | black b2 hand 2 | black to place	d	b1=l c1=l a2=d c2=l b3=l c3=l
2	white a1 c3 hand 1 | black a3 hand 2 | black to place	d	b1=l c1=l a2=l b2=d c2=l b3=l
11	white a1 b2 hand 1 | black b1 hand 2 | black to place	d	c1=l a2=l c2=l a3=l b3=l c3=d
6	white b2 c3 hand 1 | black b3 hand 2 | black to place	d	a1=d b1=l c1=l a2=l c2=l a3=l
0	white a1 a3 hand 1 | black c1 hand 2 | black to place	d	b1=l a2=d b2=l c2=l b3=l c3=l
0	white a2 b3 hand 1 | black a3 hand 2 | black to place	d	a1=d b1=d c1=d b2=d c2=d c3=d
3	white b1 a3 hand 1 | black b2 hand 2 | black to place	w	a1=d c1=d a2=d c2=w b3=d c3=w
2	white a3 c3 hand 1 | black b1 hand 2 | black to place	d	a1=l c1=l a2=l b2=l c2=l b3=d
6	white a1 c3 hand 1 | black b3 hand 2 | black to place	w	b1=l c1=l a2=l b2=w c2=l a3=l
1	white c2 c3 hand 1 | black a3 hand 2 | black to place	w	a1=l b1=l c1=w a2=l b2=l b3=l
5	white b2 a3 hand 1 | black a1 hand 2 | black to place	d	b1=l c1=d a2=l c2=l b3=l c3=l
10	white a2 b2 hand 1 | black a1 hand 2 | black to place	d	b1=l c1=l c2=d a3=l b3=l c3=l
2	white a1 b1 hand 1 | black b3 hand 2 | black to place	w	c1=w a2=l b2=l c2=l a3=l c3=l
5	white a1 b1 hand 1 | black c3 hand 2 | black to place	d	c1=d a2=l b2=l c2=l a3=l b3=l
3	white a1 c1 hand 1 | black c2 hand 2 | black to place	d	b1=d a2=l b2=l a3=l b3=l c3=l
0	white a2 c3 hand 1 | black a3 hand 2 | black to place	d	a1=d b1=l c1=l b2=d c2=d b3=l
8	white a1 b2 hand 1 | black c1 hand 2 | black to place	d	b1=l a2=l c2=l a3=l b3=l c3=d
2	white a1 c3 hand 1 | black b1 hand 2 | black to place	w	c1=l a2=l b2=w c2=l a3=l b3=l
4	white b1 a2 hand 1 | black b2 hand 2 | black to place	w	a1=d c1=d c2=d a3=d b3=d c3=w
1	white a1 a3 hand 1 | black b1 hand 2 | black to place	d	c1=l a2=d b2=l c2=l b3=l c3=l
6	white b1 b2 hand 1 | black a1 hand 2 | black to place	d	c1=l a2=l c2=l a3=l b3=d c3=l
1	white b3 c3 hand 1 | black a2 hand 2 | black to place	l	a1=l b1=l c1=l b2=l c2=l a3=l
13	white c1 b2 hand 1 | black b3 hand 2 | black to place	l	a1=l b1=l a2=l c2=l a3=l c3=l
7	white a1 a3 hand 1 | black c3 hand 2 | black to place	d	b1=l c1=l a2=d b2=l c2=l b3=l
12	white a1 c1 hand 1 | black a2 hand 2 | black to place	d	b1=d b2=l c2=l a3=l b3=l c3=l
3	white a2 b3 hand 1 | black b2 hand 2 | black to place	w	a1=d b1=d c1=w c2=d a3=d c3=d
1	white a1 b3 hand 1 | black b1 hand 2 | black to place	d	c1=l a2=d b2=d c2=l a3=d c3=d
6	white a1 c3 hand 1 | black a2 hand 2 | black to place	w	b1=l c1=l b2=w c2=l a3=l b3=l
8	white a2 b2 hand 1 | black c3 hand 2 | black to place	l	a1=l b1=l c1=l c2=l a3=l b3=l
3	white b1 b3 hand 1 | black b2 hand 2 | black to place	w	a1=w c1=w a2=d c2=d a3=w c3=w
3	white a2 a3 hand 1 | black b1 hand 2 | black to place	l	a1=l c1=l b2=l c2=l b3=l c3=l
11	white b2 a3 hand 1 | black b1 hand 2 | black to place	l	a1=l c1=l a2=l c2=l b3=l c3=l
12	white b1 c2 hand 1 | black b2 hand 2 | black to place	w	a1=d c1=d a2=d a3=w b3=d c3=d
2	white c1 c2 hand 1 | black b1 hand 2 | black to place	w	a1=l a2=l b2=l a3=l b3=l c3=w
14	white b1 b2 hand 1 | black a2 hand 2 | black to place	d	a1=l c1=l c2=l a3=l b3=d c3=l
2	white b1 c3 hand 1 | black a3 hand 2 | black to place	w	a1=d c1=l a2=l b2=w c2=l b3=l
9	white a1 a2 hand 1 | black b1 hand 2 | black to place	w	c1=l b2=l c2=l a3=w b3=l c3=l
4	white b1 b2 hand 1 | black b3 hand 2 | black to place	d	a1=d c1=d a2=d c2=d a3=l c3=l
3	white b1 b2 hand 1 | black c1 hand 2 | black to place	d	a1=l a2=l c2=l a3=l b3=d c3=l
0	white c2 b3 hand 1 | black b1 hand 2 | black to place	d	a1=l c1=l a2=d b2=d a3=d c3=d
5	white b1 b3 hand 1 | black c3 hand 2 | black to place	w	a1=l c1=l a2=l b2=w c2=l a3=l
4	white c2 b3 hand 1 | black c1 hand 2 | black to place	w	a1=d b1=l a2=d b2=d a3=w c3=d
5	white a2 a3 hand 1 | black b2 hand 2 | black to place	w	a1=w b1=l c1=l c2=l b3=l c3=l
4	white b1 c1 hand 1 | black b3 hand 2 | black to place	w	a1=w a2=l b2=l c2=l a3=l c3=l
0	white b3 c3 hand 1 | black b1 hand 2 | black to place	w	a1=l c1=l a2=l b2=l c2=l a3=w
14	white b2 a3 hand 1 | black c2 hand 2 | black to place	l	a1=l b1=l c1=l a2=l b3=l c3=l
5	white b2 b3 hand 1 | black c3 hand 2 | black to place	d	a1=l b1=d c1=l a2=l c2=l a3=l
4	white a3 b3 hand 1 | black b2 hand 2 | black to place	w	a1=l b1=l c1=l a2=l c2=l c3=w
5	white b2 b3 hand 1 | black c2 hand 2 | black to place	d	a1=l b1=d c1=l a2=l a3=l c3=l
11	white a1 c3 hand 1 | black c1 hand 2 | black to place	d	b1=l a2=l b2=d c2=l a3=l b3=l
9	white a1 a2 hand 1 | black c3 hand 2 | black to place	d	b1=l c1=l b2=l c2=l a3=d b3=l
9	white c1 b2 hand 1 | black a1 hand 2 | black to place	d	b1=l a2=l c2=l a3=d b3=l c3=l
6	white c2 c3 hand 1 | black b1 hand 2 | black to place	l	a1=l c1=l a2=l b2=l a3=l b3=l
11	white a1 b2 hand 1 | black a2 hand 2 | black to place	d	b1=l c1=l c2=l a3=l b3=l c3=d
5	white a1 c1 hand 1 | black c3 hand 2 | black to place	d	b1=d a2=l b2=l c2=l a3=l b3=l
1	white a2 b2 hand 1 | black b1 hand 2 | black to place	d	a1=l c1=l c2=d a3=l b3=l c3=l
1	white b2 c3 hand 1 | black b1 hand 2 | black to place	l	a1=l c1=l a2=l c2=l a3=l b3=l
1	white a1 c2 hand 1 | black c3 hand 2 | black to place	d	b1=d c1=d a2=d b2=d a3=d b3=l
5	white a3 b3 hand 1 | black c2 hand 2 | black to place	l	a1=l b1=l c1=l a2=l b2=l c3=l
8	white a2 b2 hand 1 | black c1 hand 2 | black to place	l	a1=l b1=l c2=l a3=l b3=l c3=l
4	white b2 c2 hand 1 | black c1 hand 2 | black to place	d	a1=l b1=l a2=d a3=l b3=l c3=l
3	white c1 b3 hand 1 | black c2 hand 2 | black to place	d	a1=l b1=d a2=l b2=d a3=d c3=l
0	white a1 b3 hand 1 | black b2 a3 hand 1 | white to place	d	b1=l c1=d a2=l c2=l c3=l
1	white a1 a3 hand 1 | black b1 c2 hand 1 | white to place	w	c1=d a2=w b2=d b3=l c3=w
4	white b2 c2 hand 1 | black c1 c3 hand 1 | white to place	w	a1=d b1=l a2=w a3=d b3=l
1	white a1 c2 hand 1 | black a3 c3 hand 1 | white to place	d	b1=l c1=l a2=l b2=l b3=d
8	white a2 b2 hand 1 | black c1 c2 hand 1 | white to place	w	a1=l b1=l a3=l b3=l c3=w
5	white b1 b3 hand 1 | black b2 c3 hand 1 | white to place	l	a1=l c1=l a2=l c2=l a3=l
5	white b2 b3 hand 1 | black b1 c2 hand 1 | white to place	d	a1=d c1=d a2=d a3=l c3=l
3	white b1 a3 hand 1 | black b2 c2 hand 1 | white to place	l	a1=l c1=l a2=l b3=l c3=l
2	white b1 c3 hand 1 | black a1 a3 hand 1 | white to place	d	c1=l a2=d b2=l c2=l b3=l
3	white b1 b3 hand 1 | black a1 b2 hand 1 | white to place	l	c1=l a2=l c2=l a3=l c3=l
3	white c1 a3 hand 1 | black b1 b2 hand 1 | white to place	l	a1=l a2=l c2=l b3=l c3=l
1	white a1 b3 hand 1 | black b1 a2 hand 1 | white to place	d	c1=d b2=d c2=d a3=d c3=d
6	white a1 c3 hand 1 | black b2 b3 hand 1 | white to place	l	b1=l c1=l a2=l c2=l a3=l
6	white a1 c3 hand 1 | black b1 b2 hand 1 | white to place	l	c1=l a2=l c2=l a3=l b3=l
0	white c1 b3 hand 1 | black a2 a3 hand 1 | white to place	w	a1=w b1=l b2=l c2=l c3=l
4	white a1 a3 hand 1 | black b2 c3 hand 1 | white to place	w	b1=l c1=d a2=w c2=d b3=l
0	white a2 c3 hand 1 | black b1 a3 hand 1 | white to place	w	a1=l c1=d b2=w c2=l b3=l
6	white c2 c3 hand 1 | black b1 c1 hand 1 | white to place	w	a1=w a2=l b2=l a3=l b3=l
5	white a2 a3 hand 1 | black a1 b2 hand 1 | white to place	l	b1=l c1=l c2=l b3=l c3=l
9	white a1 a2 hand 1 | black b1 a3 hand 1 | white to place	l	c1=l b2=l c2=l b3=l c3=l
0	white b3 c3 hand 1 | black b1 c1 hand 1 | white to place	w	a1=w a2=l b2=l c2=l a3=w
9	white a1 a2 hand 1 | black a3 c3 hand 1 | white to place	d	b1=l c1=l b2=l c2=l b3=d
12	white b1 c2 hand 1 | black b2 a3 hand 1 | white to place	l	a1=l c1=l a2=l b3=l c3=l
1	white c1 c3 hand 1 | black a1 a3 hand 1 | white to place	w	b1=l a2=d b2=l c2=w b3=l
7	white a1 a3 hand 1 | black a2 c3 hand 1 | white to place	d	b1=l c1=d b2=d c2=d b3=l
5	white a3 b3 hand 1 | black c2 c3 hand 1 | white to place	w	a1=l b1=l c1=w a2=l b2=l
5	white b2 a3 hand 1 | black a1 c1 hand 1 | white to place	d	b1=d a2=l c2=l b3=l c3=l
6	white a1 c3 hand 1 | black a2 b2 hand 1 | white to place	l	b1=l c1=l c2=l a3=l b3=l
0	white a2 b3 hand 1 | black b1 a3 hand 1 | white to place	d	a1=l c1=d b2=d c2=d c3=l
7	white b1 b2 hand 1 | black b3 c3 hand 1 | white to place	w	a1=l c1=l a2=l c2=l a3=w
2	white a1 c3 hand 1 | black a2 a3 hand 1 | white to place	w	b1=w c1=w b2=w c2=w b3=w
4	white b1 b2 hand 1 | black a3 b3 hand 1 | white to place	w	a1=l c1=l a2=l c2=l c3=w
12	white a1 c1 hand 1 | black b1 a2 hand 1 | white to place	d	b2=l c2=d a3=d b3=d c3=d
10	white a1 c1 hand 1 | black b1 c2 hand 1 | white to place	d	a2=d b2=l a3=d b3=d c3=d
1	white b2 b3 hand 1 | black a2 c2 hand 1 | white to place	w	a1=w b1=w c1=w a3=l c3=l
2	white a1 c3 hand 1 | black b1 a3 hand 1 | white to place	w	c1=d a2=l b2=w c2=l b3=l
2	white c1 c2 hand 1 | black b1 a2 hand 1 | white to place	w	a1=d b2=l a3=w b3=d c3=w
8	white a1 b2 hand 1 | black c1 c3 hand 1 | white to place	d	b1=l a2=l c2=d a3=l b3=l
3	white b1 b2 hand 1 | black a1 c1 hand 1 | white to place	w	a2=l c2=l a3=d b3=w c3=d
14	white b1 b2 hand 1 | black a2 b3 hand 1 | white to place	d	a1=l c1=l c2=d a3=d c3=d
3	white a1 c1 hand 1 | black a2 c2 hand 1 | white to place	w	b1=w b2=l a3=l b3=l c3=l
8	white a1 c3 hand 1 | black b2 a3 hand 1 | white to place	d	b1=l c1=d a2=l c2=l b3=l
1	white b2 c2 hand 1 | black a1 c3 hand 1 | white to place	w	b1=l c1=l a2=w a3=w b3=d
5	white a1 c1 hand 1 | black b1 c3 hand 1 | white to place	d	a2=l b2=d c2=l a3=d b3=d
1	white b2 c3 hand 1 | black b1 a3 hand 1 | white to place	w	a1=w c1=d a2=w c2=l b3=l
4	white c2 b3 hand 1 | black c1 a3 hand 1 | white to place	l	a1=l b1=l a2=l b2=l c3=l
3	white b1 a3 hand 1 | black c1 c3 hand 1 | white to place	d	a1=l a2=l b2=l c2=d b3=l
0	white c2 b3 hand 1 | black b1 a2 hand 1 | white to place	d	a1=d c1=d b2=d a3=d c3=l
14	white b2 a3 hand 1 | black c1 c2 hand 1 | white to place	w	a1=l b1=l a2=l b3=l c3=w
2	white a2 c3 hand 1 | black c1 a3 hand 1 | white to place	w	a1=l b1=l b2=w c2=l b3=l
3	white a2 b3 hand 1 | black c1 b2 hand 1 | white to place	l	a1=l b1=l c2=l a3=l c3=l
11	white a3 c3 hand 1 | black c1 b3 hand 1 | white to place	d	a1=d b1=d a2=l b2=d c2=l
4	white b1 a2 hand 1 | black b2 c3 hand 1 | white to place	l	a1=l c1=l c2=l a3=l b3=l
0	white a1 a2 hand 1 | black c1 b2 hand 1 | white to place	w	b1=l c2=l a3=w b3=l c3=l
12	white c1 b2 hand 1 | black a2 a3 hand 1 | white to place	w	a1=w b1=l c2=l b3=l c3=l
2	white a1 b1 hand 1 | black b2 b3 hand 1 | white to place	w	c1=w a2=l c2=l a3=d c3=l
11	white a1 b2 hand 1 | black a2 c3 hand 1 | white to place	d	b1=l c1=d c2=d a3=d b3=d
11	white a1 b2 hand 1 | black b1 c3 hand 1 | white to place	d	c1=d a2=l c2=d a3=d b3=d
13	white c1 b2 hand 1 | black a3 b3 hand 1 | white to place	w	a1=l b1=l a2=l c2=l c3=w
4	white b1 c1 hand 1 | black a1 b3 hand 1 | white to place	l	a2=l b2=l c2=l a3=l c3=l
1	white a2 b2 hand 1 | black b1 c2 hand 1 | white to place	d	a1=l c1=d a3=l b3=d c3=d
6	white b1 b2 hand 1 | black a1 b3 hand 1 | white to place	d	c1=l a2=d c2=l a3=d c3=d
1	white b3 c3 hand 1 | black a2 a3 hand 1 | white to place	w	a1=w b1=l c1=l b2=l c2=l
10	white a2 b2 hand 1 | black a1 c2 hand 1 | white to place	d	b1=d c1=d a3=l b3=l c3=d
6	white a1 c1 hand 1 | black b1 a3 hand 1 | white to place	d	a2=l b2=d c2=l b3=d c3=d
11	white b2 a3 hand 1 | black b1 c1 hand 1 | white to place	w	a1=w a2=l c2=l b3=l c3=l
0	white a1 a3 hand 1 | black c1 a2 hand 1 | white to place	d	b1=l b2=d c2=d b3=l c3=d
10	white c1 a3 hand 1 | black a1 b2 hand 1 | white to place	d	b1=l a2=l c2=l b3=l c3=d
1	white c2 c3 hand 1 | black c1 a3 hand 1 | white to place	l	a1=l b1=l a2=l b2=l b3=l
2	white b1 c3 hand 1 | black a1 b3 hand 1 | white to place	d	c1=l a2=d b2=d c2=d a3=d
4	white a3 b3 hand 1 | black b2 c3 hand 1 | white to place	l	a1=l b1=l c1=l a2=l c2=l
0	white a1 a2 hand 1 | black c1 a3 hand 1 | white to place	l	b1=l b2=l c2=l b3=l c3=l
0	white a2 b3 hand 1 | black c2 a3 hand 1 | white to place	d	a1=l b1=d c1=d b2=d c3=l
2	white a3 c3 hand 1 | black b1 b3 hand 1 | white to place	d	a1=l c1=l a2=l b2=d c2=l
3	white a2 b2 hand 1 | black b1 c3 hand 1 | white to place	w	a1=l c1=w c2=w a3=l b3=l
6	white b2 c3 hand 1 | black a1 b3 hand 1 | white to place	d	b1=d c1=d a2=d c2=l a3=d
7	white b1 b2 hand 1 | black c1 b3 hand 1 | white to place	d	a1=l a2=l c2=d a3=d c3=d
3	white a2 a3 hand 1 | black a1 b1 hand 1 | white to place	w	c1=w b2=l c2=l b3=l c3=l
5	white b2 b3 hand 1 | black b1 c3 hand 1 | white to place	d	a1=d c1=d a2=l c2=d a3=l
7	white b2 c3 hand 1 | black a1 b1 hand 1 | white to place	w	c1=w a2=l c2=l a3=l b3=l
4	white a2 b2 hand 1 | black c2 c3 hand 1 | white to place	w	a1=l b1=l c1=w a3=l b3=l
11	white a1 b1 hand 1 | black c1 a2 hand 1 | white to place	l	b2=l c2=l a3=l b3=l c3=l
14	white b2 b3 hand 1 | black b1 a2 hand 1 | white to place	d	a1=d c1=d c2=d a3=l c3=l
9	white c1 b2 hand 1 | black a1 a3 hand 1 | white to place	d	b1=l a2=d c2=l b3=l c3=l
9	white a1 b2 hand 1 | black a3 c3 hand 1 | white to place	d	b1=l c1=l a2=l c2=l b3=d
11	white a1 c3 hand 1 | black c1 b2 hand 1 | white to place	d	b1=l a2=l c2=l a3=d b3=l
3	white c1 b3 hand 1 | black b2 c2 hand 1 | white to place	d	a1=l b1=l a2=d a3=l c3=l
7	white a1 b1 hand 1 | black c1 b3 hand 1 | white to place	l	a2=l b2=l c2=l a3=l c3=l
2	white c1 c2 hand 1 | black b1 c3 hand 1 | white to place	l	a1=l a2=l b2=l a3=l b3=l
5	white a1 a3 hand 1 | black a2 b2 hand 1 | white to place	d	b1=l c1=l c2=d b3=l c3=l
5	white a1 b1 hand 1 | black c1 c3 hand 1 | white to place	d	a2=l b2=l c2=d a3=l b3=l
9	white a2 b2 hand 1 | black c2 a3 hand 1 | white to place	d	a1=l b1=l c1=d b3=d c3=d
6	white c1 c3 hand 1 | black c2 a3 hand 1 | white to place	d	a1=d b1=l a2=d b2=d b3=l
4	white a1 a3 b3 | black b2 c3 hand 1 | black to place	w	b1=d c1=w a2=w c2=w
11	white a1 a3 c3 | black c1 b2 hand 1 | black to place	d	b1=l a2=d c2=l b3=d
3	white a2 a3 b3 | black c1 b2 hand 1 | black to place	w	a1=w b1=l c2=l c3=w
8	white a1 b2 c2 | black c1 c3 hand 1 | black to place	d	b1=l a2=d a3=l b3=l
3	white b1 c1 a3 | black b2 c2 hand 1 | black to place	w	a1=w a2=w b3=l c3=l
2	white a1 c1 c2 | black b1 c3 hand 1 | black to place	w	a2=d b2=w a3=d b3=l
5	white a1 c2 a3 | black a2 b2 hand 1 | black to place	d	b1=l c1=d b3=l c3=d
1	white c2 b3 c3 | black a2 a3 hand 1 | black to place	w	a1=w b1=w c1=w b2=w
4	white a1 b1 a2 | black b2 c3 hand 1 | black to place	w	c1=w c2=l a3=w b3=l
11	white b2 a3 c3 | black c1 b3 hand 1 | black to place	d	a1=d b1=l a2=d c2=l
11	white a1 c1 b2 | black a2 c3 hand 1 | black to place	d	b1=d c2=l a3=l b3=l
5	white a2 a3 c3 | black a1 b2 hand 1 | black to place	w	b1=w c1=w c2=d b3=w
13	white c1 b2 c3 | black a3 b3 hand 1 | black to place	l	a1=l b1=l a2=l c2=l
7	white a1 b2 a3 | black a2 c3 hand 1 | black to place	d	b1=d c1=d c2=l b3=l
9	white a1 a2 c2 | black b1 a3 hand 1 | black to place	w	c1=l b2=w b3=l c3=l
2	white a2 b3 c3 | black c1 a3 hand 1 | black to place	w	a1=d b1=l b2=w c2=l
11	white a1 b2 a3 | black b1 c1 hand 1 | black to place	l	a2=l c2=l b3=l c3=l
3	white c1 b3 c3 | black b2 c2 hand 1 | black to place	w	a1=w b1=d a2=w a3=w
14	white b2 a3 c3 | black c1 c2 hand 1 | black to place	l	a1=l b1=l a2=l b3=l
4	white c1 a2 b2 | black c2 c3 hand 1 | black to place	l	a1=l b1=l a3=l b3=l
1	white a1 b1 c2 | black a3 c3 hand 1 | black to place	w	c1=d a2=l b2=l b3=w
10	white b1 a2 b2 | black a1 c2 hand 1 | black to place	d	c1=l a3=d b3=d c3=l
5	white a1 b1 c2 | black c1 c3 hand 1 | black to place	d	a2=d b2=d a3=d b3=l
6	white a1 b3 c3 | black a2 a3 hand 1 | black to place	l	b1=l c1=l b2=l c2=l
0	white a2 b3 c3 | black b1 a3 hand 1 | black to place	w	a1=l c1=l b2=w c2=d
6	white b1 b2 a3 | black a1 b3 hand 1 | black to place	d	c1=d a2=l c2=l c3=l
3	white a2 b2 a3 | black a1 b1 hand 1 | black to place	w	c1=w c2=w b3=w c3=w
3	white b1 c2 b3 | black a1 b2 hand 1 | black to place	w	c1=d a2=l a3=w c3=w
2	white b1 a3 c3 | black a1 b3 hand 1 | black to place	d	c1=d a2=l b2=d c2=d
8	white c1 b2 b3 | black b1 c2 hand 1 | black to place	d	a1=l a2=l a3=d c3=l
0	white c1 b2 b3 | black a2 a3 hand 1 | black to place	w	a1=w b1=d c2=l c3=l
8	white c1 b2 c3 | black c2 a3 hand 1 | black to place	d	a1=d b1=d a2=l b3=l
9	white a1 b2 b3 | black a3 c3 hand 1 | black to place	d	b1=d c1=l a2=l c2=l
5	white c1 b2 b3 | black b1 c3 hand 1 | black to place	d	a1=l a2=l c2=l a3=d
14	white b1 b2 a3 | black a2 b3 hand 1 | black to place	d	a1=l c1=d c2=l c3=l
9	white c1 a2 b2 | black a1 a3 hand 1 | black to place	d	b1=l c2=d b3=l c3=l
11	white a1 b1 b3 | black c1 a2 hand 1 | black to place	w	b2=w c2=l a3=l c3=l
1	white a1 b2 b3 | black b1 a2 hand 1 | black to place	d	c1=l c2=l a3=l c3=d
0	white b2 c2 b3 | black b1 a2 hand 1 | black to place	d	a1=l c1=d a3=d c3=d
10	white a1 c1 a3 | black b1 c2 hand 1 | black to place	d	a2=l b2=d b3=l c3=l
6	white a1 b1 c3 | black b2 b3 hand 1 | black to place	w	c1=w a2=l c2=d a3=l
1	white a2 b2 c3 | black b1 c2 hand 1 | black to place	d	a1=d c1=l a3=l b3=l
5	white b2 a3 b3 | black b1 c2 hand 1 | black to place	w	a1=l c1=l a2=l c3=w
4	white b2 c2 b3 | black c1 a3 hand 1 | black to place	w	a1=w b1=w a2=w c3=w
3	white b1 a3 b3 | black c1 c3 hand 1 | black to place	w	a1=l a2=l b2=w c2=w
12	white b1 c1 c2 | black b2 a3 hand 1 | black to place	w	a1=w a2=l b3=l c3=w
0	white b2 b3 c3 | black b1 c1 hand 1 | black to place	w	a1=w a2=l c2=l a3=w
0	white a1 c2 a3 | black c1 a2 hand 1 | black to place	d	b1=l b2=d b3=d c3=d
5	white b1 b2 a3 | black a1 c1 hand 1 | black to place	d	a2=l c2=l b3=d c3=l
11	white a1 b2 a3 | black b1 c3 hand 1 | black to place	d	c1=l a2=d c2=l b3=l
7	white b1 b2 c3 | black c1 b3 hand 1 | black to place	d	a1=d a2=l c2=l a3=l
9	white a1 a2 b3 | black a3 c3 hand 1 | black to place	d	b1=d c1=d b2=d c2=l
7	white a1 b1 b2 | black c1 b3 hand 1 | black to place	w	a2=w c2=w a3=w c3=w
7	white b1 b2 c2 | black c1 b3 hand 1 | black to place	d	a1=d a2=d a3=l c3=l
10	white c1 a2 b2 | black a1 c2 hand 1 | black to place	d	b1=l a3=d b3=l c3=l
1	white b1 c2 c3 | black c1 a3 hand 1 | black to place	w	a1=d a2=l b2=w b3=l
4	white a2 b2 a3 | black b1 c2 hand 1 | black to place	w	a1=w c1=l b3=l c3=l
4	white b1 a2 a3 | black b2 c2 hand 1 | black to place	w	a1=w c1=l b3=l c3=l
9	white a2 b2 c3 | black c2 a3 hand 1 | black to place	d	a1=d b1=l c1=l b3=l
5	white c1 a3 b3 | black c2 c3 hand 1 | black to place	l	a1=l b1=l a2=l b2=l
12	white a1 c1 c3 | black b1 a2 hand 1 | black to place	d	b2=d c2=l a3=l b3=l
8	white a1 c1 c3 | black b2 a3 hand 1 | black to place	d	b1=d a2=l c2=d b3=l
4	white b1 c1 c2 | black a1 b3 hand 1 | black to place	w	a2=w b2=w a3=w c3=w
0	white a1 b1 a2 | black c1 a3 hand 1 | black to place	w	b2=w c2=w b3=w c3=w
6	white a1 b3 c3 | black b1 b2 hand 1 | black to place	w	c1=l a2=d c2=l a3=w
7	white b1 b2 a3 | black b3 c3 hand 1 | black to place	l	a1=l c1=l a2=l c2=l
5	white a1 b1 b3 | black b2 c3 hand 1 | black to place	w	c1=w a2=w c2=l a3=d
10	white a1 a2 b2 | black c1 a3 hand 1 | black to place	w	b1=w c2=w b3=w c3=w
0	white a1 a2 b3 | black c1 b2 hand 1 | black to place	w	b1=l c2=l a3=w c3=l
4	white b1 b2 c3 | black a3 b3 hand 1 | black to place	l	a1=l c1=l a2=l c2=l
2	white b2 a3 c3 | black b1 b3 hand 1 | black to place	d	a1=l c1=l a2=d c2=d
8	white a2 b2 c3 | black c1 c2 hand 1 | black to place	l	a1=l b1=l a3=l b3=l
0	white a2 b2 b3 | black c2 a3 hand 1 | black to place	d	a1=d b1=d c1=l c3=l
0	white a1 b3 c3 | black b2 a3 hand 1 | black to place	w	b1=w c1=w a2=l c2=w
2	white b1 b2 c3 | black a1 a3 hand 1 | black to place	w	c1=l a2=w c2=l b3=l
0	white a2 c2 c3 | black b1 a3 hand 1 | black to place	w	a1=l c1=l b2=w b3=l
7	white b1 c1 a3 | black a1 b3 hand 1 | black to place	w	a2=l b2=w c2=l c3=l
6	white a1 c2 c3 | black a2 b2 hand 1 | black to place	w	b1=d c1=w a3=l b3=l
6	white a1 c1 c3 | black b1 a3 hand 1 | black to place	d	a2=l b2=d c2=l b3=l
5	white a1 c1 a3 | black b1 c3 hand 1 | black to place	d	a2=l b2=d c2=l b3=l
6	white a1 c1 c3 | black c2 a3 hand 1 | black to place	d	b1=l a2=l b2=d b3=l
7	white a1 c1 a3 | black a2 c3 hand 1 | black to place	d	b1=l b2=d c2=l b3=l
12	white a1 b2 a3 | black c1 a2 hand 1 | black to place	d	b1=l c2=l b3=d c3=d
3	white c1 a3 b3 | black b1 b2 hand 1 | black to place	w	a1=l a2=l c2=d c3=w
12	white a1 c1 b2 | black a2 a3 hand 1 | black to place	l	b1=l c2=l b3=l c3=l
10	white c1 a3 c3 | black a1 b2 hand 1 | black to place	d	b1=l a2=l c2=d b3=d
6	white a1 c2 c3 | black b1 c1 hand 1 | black to place	l	a2=l b2=l a3=l b3=l
6	white b2 c2 c3 | black a1 b3 hand 1 | black to place	w	b1=l c1=w a2=l a3=l
7	white c1 b2 c3 | black a1 b1 hand 1 | black to place	l	a2=l c2=l a3=l b3=l
7	white a2 c2 b3 | black c1 b2 a3 | black to capture 1 | quiet 8	w	xa2=w xc2=w xb3=w
1	white c1 c2 c3 | black a1 a3 hand 1 | white to capture 1	w	xa1=w xa3=w
12	white a1 b2 c3 | black b1 a2 b3 | white to capture 1 | quiet 3	w	xb1=w xa2=w xb3=w
2	white a2 b3 c3 | black c1 b2 a3 | black to capture 1	w	xa2=w xb3=w xc3=w
0	white a1 a2 b3 | black c1 b2 a3 | black to capture 1	w	xa1=w xa2=w xb3=w
3	white b1 c1 a3 | black a2 b2 c2 | black to capture 1	w	xb1=w xc1=w xa3=w
11	white b1 b2 b3 | black a1 c1 c3 | white to capture 1 | quiet 25	w	xa1=w xc1=w xc3=w
0	white b1 a2 c3 | black c1 b2 a3 | black to capture 1 | quiet 14	w	xb1=w xa2=w xc3=w
2	white a1 b2 c3 | black a2 a3 hand 1 | white to capture 1	w	xa2=w xa3=w
11	white a2 b2 c2 | black a1 a3 c3 | white to capture 1 | quiet 13	w	xa1=w xa3=w xc3=w
10	white c1 b2 a3 | black b1 c2 b3 | white to capture 1 | quiet 17	w	xb1=w xc2=w xb3=w
4	white a1 b2 c3 | black a2 a3 b3 | white to capture 1 | quiet 1	w	xa2=w xa3=w xb3=w
6	white a1 c2 c3 | black b1 b2 b3 | black to capture 1 | quiet 4	w	xa1=w xc2=w xc3=w
1	white a1 b1 c2 | black a3 b3 c3 | black to capture 1	w	xa1=w xb1=w xc2=w
3	white b1 b2 b3 | black a1 c1 hand 1 | white to capture 1	w	xa1=w xc1=w
4	white a1 a2 a3 | black b2 c3 hand 1 | white to capture 1	w	xb2=w xc3=w
12	white a1 c1 c2 | black a3 b3 c3 | black to capture 1 | quiet 2	w	xa1=w xc1=w xc2=w
5	white a3 b3 c3 | black b1 c1 c2 | white to capture 1 | quiet 1	w	xb1=w xc1=w xc2=w
4	white b1 c1 c3 | black a1 a2 a3 | black to capture 1 | quiet 2	w	xb1=w xc1=w xc3=w
4	white c1 b2 a3 | black a1 c2 c3 | white to capture 1 | quiet 1	w	xa1=w xc2=w xc3=w
3	white c1 b2 a3 | black a1 b1 c2 | white to capture 1 | quiet 3	w	xa1=w xb1=w xc2=w
2	white c1 c2 c3 | black b1 a2 hand 1 | white to capture 1	w	xb1=w xa2=w
1	white a2 b2 b3 | black a1 b1 c1 | black to capture 1 | quiet 2	w	xa2=w xb2=w xb3=w
8	white a1 c1 c3 | black b1 b2 b3 | black to capture 1 | quiet 12	w	xa1=w xc1=w xc3=w
3	white c1 b3 c3 | black a2 b2 c2 | black to capture 1	w	xc1=w xb3=w xc3=w
8	white a2 b2 c2 | black a1 a3 c3 | white to capture 1 | quiet 11	w	xa1=w xa3=w xc3=w
8	white c1 a3 c3 | black a2 b2 c2 | black to capture 1 | quiet 14	w	xc1=w xa3=w xc3=w
4	white b1 c2 b3 | black c1 b2 a3 | black to capture 1 | quiet 2	w	xb1=w xc2=w xb3=w
13	white a1 b2 c3 | black a2 c2 b3 | white to capture 1 | quiet 3	w	xa2=w xc2=w xb3=w
2	white c1 a3 c3 | black b1 b2 b3 | black to capture 1 | quiet 2	w	xc1=w xa3=w xc3=w
6	white a1 b2 c3 | black b1 c1 a2 | white to capture 1 | quiet 5	w	xb1=w xc1=w xa2=w
11	white a2 b2 c2 | black a1 a3 c3 | white to capture 1 | quiet 25	w	xa1=w xa3=w xc3=w
0	white a3 b3 c3 | black b1 a2 b2 | white to capture 1 | quiet 23	w	xb1=w xa2=w xb2=w
7	white a1 b1 c1 | black c2 a3 c3 | white to capture 1 | quiet 5	w	xc2=w xa3=w xc3=w
0	white a1 b3 c3 | black c1 b2 a3 | black to capture 1	w	xa1=w xb3=w xc3=w
4	white a1 c1 a2 | black a3 b3 c3 | black to capture 1 | quiet 2	w	xa1=w xc1=w xa2=w
0	white a1 b1 a2 | black c1 b2 a3 | black to capture 1	w	xa1=w xb1=w xa2=w
1	white a1 a2 a3 | black b1 c2 hand 1 | white to capture 1	w	xb1=w xc2=w
8	white a3 b3 c3 | black a1 b1 c2 | white to capture 1 | quiet 3	w	xa1=w xb1=w xc2=w
1	white c2 b3 c3 | black a1 a2 a3 | black to capture 1	w	xc2=w xb3=w xc3=w
5	white a1 b1 a3 | black c1 c2 c3 | black to capture 1 | quiet 2	w	xa1=w xb1=w xa3=w
4	white a1 a2 a3 | black c1 b2 c2 | white to capture 1 | quiet 1	w	xc1=w xb2=w xc2=w
11	white a1 b1 a3 | black a2 b2 c2 | black to capture 1 | quiet 2	w	xa1=w xb1=w xa3=w
10	white b1 a2 c2 | black c1 b2 a3 | black to capture 1 | quiet 4	w	xb1=w xa2=w xc2=w
9	white a1 c1 a2 | black b1 b2 b3 | black to capture 1 | quiet 2	w	xa1=w xc1=w xa2=w
10	white b1 a2 b3 | black a1 b2 c3 | black to capture 1 | quiet 8	w	xb1=w xa2=w xb3=w
4	white c1 a2 b3 | black a1 b2 c3 | black to capture 1 | quiet 4	w	xc1=w xa2=w xb3=w
10	white a1 b2 c3 | black b1 a2 c2 | white to capture 1 | quiet 9	w	xb1=w xa2=w xc2=w
4	white a2 b2 c2 | black c1 c3 hand 1 | white to capture 1	w	xc1=w xc3=w
11	white a1 a3 c3 | black a2 b2 c2 | black to capture 1 | quiet 10	w	xa1=w xa3=w xc3=w
0	white c1 a2 a3 | black a1 b2 c3 | black to capture 1 | quiet 14	w	xc1=w xa2=w xa3=w
0	white a1 b2 c3 | black b1 c1 b3 | white to capture 1 | quiet 7	w	xb1=w xc1=w xb3=w
7	white b1 a2 c2 | black a1 b2 c3 | black to capture 1 | quiet 10	w	xb1=w xa2=w xc2=w
1	white a1 b2 c3 | black b1 a3 hand 1 | white to capture 1	w	xb1=w xa3=w
11	white a1 b2 c3 | black b1 a2 c2 | white to capture 1 | quiet 3	w	xb1=w xa2=w xc2=w
1	white b1 b2 b3 | black a2 c2 hand 1 | white to capture 1	w	xa2=w xc2=w
5	white c1 b2 a3 | black b1 c2 c3 | white to capture 1 | quiet 5	w	xb1=w xc2=w xc3=w
6	white a1 c2 b3 | black c1 b2 a3 | black to capture 1 | quiet 2	w	xa1=w xc2=w xb3=w
0	white b2 b3 c3 | black a1 b1 c1 | black to capture 1	w	xb2=w xb3=w xc3=w
7	white c1 c2 c3 | black a1 b1 a3 | white to capture 1 | quiet 1	w	xa1=w xb1=w xa3=w
1	white a2 b2 c2 | black a1 c3 hand 1 | white to capture 1	w	xa1=w xc3=w
10	white a1 b2 c3 | black b1 a2 c2 | white to capture 1 | quiet 13	w	xb1=w xa2=w xc2=w
11	white b1 a2 b3 | black a1 b2 c3 | black to capture 1 | quiet 4	w	xb1=w xa2=w xb3=w
11	white c1 c2 c3 | black a1 a2 b3 | white to capture 1 | quiet 3	w	xa1=w xa2=w xb3=w
2	white c1 a2 c2 | black a1 b2 c3 | black to capture 1 | quiet 2	w	xc1=w xa2=w xc2=w
5	white a2 c2 a3 | black a1 b2 c3 | black to capture 1 | quiet 2	w	xa2=w xc2=w xa3=w
1	white b1 c2 c3 | black c1 b2 a3 | black to capture 1	w	xb1=w xc2=w xc3=w
3	white a2 b2 a3 | black a1 b1 c1 | black to capture 1	w	xa2=w xb2=w xa3=w
7	white a1 a2 a3 | black c1 c2 b3 | white to capture 1 | quiet 3	w	xc1=w xc2=w xb3=w
3	white b1 a3 b3 | black c1 c2 c3 | black to capture 1	w	xb1=w xa3=w xb3=w
11	white a1 c1 c3 | black b1 b2 b3 | black to capture 1 | quiet 14	w	xa1=w xc1=w xc3=w
3	white a3 b3 c3 | black a1 b2 c2 | white to capture 1 | quiet 5	w	xa1=w xb2=w xc2=w
7	white b1 b2 b3 | black c1 a3 c3 | white to capture 1 | quiet 7	w	xc1=w xa3=w xc3=w
0	white a2 c2 b3 | black a1 b1 c1 | black to capture 1 | quiet 18	w	xa2=w xc2=w xb3=w
2	white a1 b1 c1 | black b2 b3 hand 1 | white to capture 1	w	xb2=w xb3=w
2	white a2 c2 c3 | black b1 b2 b3 | black to capture 1 | quiet 6	w	xa2=w xc2=w xc3=w
0	white a2 c2 b3 | black a1 b1 c1 | black to capture 1 | quiet 30	w	xa2=w xc2=w xb3=w
7	white b1 c2 a3 | black a1 b2 c3 | black to capture 1 | quiet 2	w	xb1=w xc2=w xa3=w
2	white b1 b2 c3 | black a1 a2 a3 | black to capture 1	w	xb1=w xb2=w xc3=w
4	white b1 a3 b3 | black a1 b2 c3 | black to capture 1 | quiet 2	w	xb1=w xa3=w xb3=w
6	white a1 b2 c3 | black b1 a2 a3 | white to capture 1 | quiet 5	w	xb1=w xa2=w xa3=w
3	white b1 c2 b3 | black a1 b2 c3 | black to capture 1	w	xb1=w xc2=w xb3=w
3	white a2 b2 c2 | black b1 c3 hand 1 | white to capture 1	w	xb1=w xc3=w
10	white a1 a2 c2 | black c1 b2 a3 | black to capture 1 | quiet 2	w	xa1=w xa2=w xc2=w
3	white a1 b1 c1 | black a2 c2 hand 1 | white to capture 1	w	xa2=w xc2=w
10	white b1 c2 b3 | black c1 b2 a3 | black to capture 1 | quiet 18	w	xb1=w xc2=w xb3=w
10	white a1 b2 c3 | black b1 a2 c2 | white to capture 1 | quiet 5	w	xb1=w xa2=w xc2=w
6	white b1 a2 c3 | black c1 b2 a3 | black to capture 1 | quiet 2	w	xb1=w xa2=w xc3=w
8	white a1 b1 c1 | black c2 b3 c3 | white to capture 1 | quiet 3	w	xc2=w xb3=w xc3=w
8	white b1 a2 c2 | black a1 b2 c3 | black to capture 1 | quiet 4	w	xb1=w xa2=w xc2=w
7	white c1 b2 a3 | black b1 a2 b3 | white to capture 1 | quiet 17	w	xb1=w xa2=w xb3=w
14	white a1 b2 c3 | black b1 c2 b3 | white to capture 1 | quiet 3	w	xb1=w xc2=w xb3=w
10	white b1 a2 c2 | black a1 b2 c3 | black to capture 1 | quiet 16	w	xb1=w xa2=w xc2=w
1	white b1 c1 c3 | black a2 b2 c2 | black to capture 1 | quiet 20	w	xb1=w xc1=w xc3=w
7	white b1 c2 b3 | black a1 b2 c3 | black to capture 1 | quiet 4	w	xb1=w xc2=w xb3=w
13	white b1 a3 c3 | black a1 c1 b3 | white to move | quiet 42	d	b1-b2=d a3-a2=d a3-b2=d c3-b2=d c3-c2=d
8	white c1 a2 b3 | black b2 c2 a3 | white to move | quiet 2	d	c1-b1=l a2-a1=l b3-c3=d
13	white a1 c1 b2 | black b1 a2 c2 | black to move | quiet 29	d	a2-a3=d c2-c3=d
6	white a1 c1 b3 | black b1 a2 b2 | white to move | quiet 6	w	c1-c2=d b3-a3=w b3-c3=d
14	white a1 c2 b3 | black c1 a2 c3 | white to move | quiet 30	d	a1-b1=d a1-b2=l c2-b2=d b3-b2=d b3-a3=d
5	white b1 b2 c2 | black c1 b3 c3 | white to move | quiet 2	w	b1-a1=w b2-a1=l b2-a2=d b2-a3=d
13	white a1 c2 a3 | black a2 b2 c3 | black to move | quiet 29	d	b2-b1=d b2-c1=d b2-b3=l c3-b3=l
11	white b1 c2 b3 | black c1 b2 c3 | black to move | quiet 23	l	b2-a1=l b2-a2=l b2-a3=l
14	white b2 a3 c3 | black a1 c1 b3 | black to move | quiet 13	d	a1-b1=l a1-a2=d c1-b1=l c1-c2=d
7	white b1 b2 c2 | black a1 c1 b3 | black to move | quiet 7	w	a1-a2=d b3-a3=d b3-c3=w
11	white a1 b2 a3 | black b1 a2 b3 | black to move | quiet 17	d	b1-c1=d b3-c3=d
11	white a1 c2 b3 | black b2 a3 c3 | white to move | quiet 10	w	a1-b1=d a1-a2=w c2-c1=d
11	white a1 c2 a3 | black c1 b2 c3 | white to move | quiet 4	d	a1-b1=d a1-a2=l a3-a2=l a3-b3=d
7	white b2 c2 b3 | black c1 a3 c3 | white to move | quiet 6	l	b2-a1=l b2-b1=l b2-a2=l
12	white a1 b2 c2 | black b1 a2 a3 | black to move | quiet 1	l	b1-c1=l a3-b3=l
9	white a1 b2 b3 | black b1 a3 c3 | white to move	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
5	white a1 c1 b3 | black b1 b2 a3 | black to move | quiet 3	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
0	white a1 b1 b2 | black c1 c2 a3 | white to move | quiet 6	l	a1-a2=l b2-a2=l b2-b3=l b2-c3=l
9	white a1 b2 b3 | black b1 a3 c3 | white to move | quiet 4	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
11	white a1 c2 a3 | black b1 a2 b2 | black to move | quiet 3	d	b1-c1=d b2-c1=l b2-b3=d b2-c3=d
10	white a1 c2 b3 | black b1 b2 c3 | white to move | quiet 10	d	a1-a2=l c2-c1=d b3-a3=l
14	white a1 c2 b3 | black a2 b2 c3 | black to move | quiet 41	d	a2-a3=l b2-b1=d b2-c1=d b2-a3=l
0	white c2 a3 b3 | black b1 a2 b2 | white to move | quiet 22	w	c2-c1=w c2-c3=w b3-c3=l
0	white a1 c2 c3 | black b1 c1 a3 | black to move | quiet 5	w	b1-b2=w c1-b2=w a3-a2=l a3-b2=l a3-b3=l
13	white b1 a2 c3 | black a1 c1 a3 | white to move | quiet 20	d	b1-b2=d a2-b2=d c3-b2=d c3-c2=l c3-b3=l
8	white c1 a2 b2 | black c2 a3 c3 | white to move	w	c1-b1=l a2-a1=w b2-a1=l b2-b1=w b2-b3=d
11	white a2 c2 b3 | black b2 a3 c3 | black to move | quiet 23	l	b2-a1=l b2-b1=l b2-c1=l
8	white c1 a2 c3 | black a1 c2 a3 | white to move | quiet 8	d	c1-b1=d c1-b2=d a2-b2=d c3-b2=d c3-b3=d
0	white c1 a2 b3 | black a1 c2 a3 | black to move | quiet 1	d	a1-b1=d a1-b2=d c2-b2=l c2-c3=d a3-b2=d
8	white a1 c1 b2 | black b1 c2 a3 | white to move | quiet 4	d	a1-a2=d b2-a2=l b2-b3=d b2-c3=d
11	white b1 b2 c3 | black a2 c2 b3 | black to move | quiet 9	d	a2-a1=d a2-a3=l c2-c1=l b3-a3=l
14	white a2 b2 c3 | black a1 c2 b3 | black to move | quiet 5	d	a1-b1=l c2-c1=l b3-a3=d
13	white b2 c2 a3 | black c1 a2 c3 | white to move | quiet 32	d	b2-a1=d b2-b1=d b2-b3=l a3-b3=l
10	white a1 b2 c2 | black c1 a2 c3 | white to move | quiet 12	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
1	white c1 b2 c3 | black a1 a2 c2 | white to move | quiet 18	w	c1-b1=w b2-b1=l b2-a3=l b2-b3=l c3-b3=w
8	white a1 b2 c2 | black c1 a2 c3 | white to move	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
11	white a1 c2 a3 | black b1 a2 b3 | white to move | quiet 16	d	a1-b2=d c2-c1=l c2-b2=d c2-c3=l a3-b2=d
10	white a1 c2 a3 | black c1 a2 b3 | white to move | quiet 10	d	a1-b1=d a1-b2=d c2-b2=l c2-c3=d a3-b2=d
5	white a1 c1 b3 | black b1 a2 b2 | white to move | quiet 4	w	c1-c2=d b3-a3=w b3-c3=d
12	white a2 b2 c3 | black a1 c2 b3 | white to move | quiet 18	d	a2-a3=l b2-b1=d b2-c1=d b2-a3=l
8	white c1 b2 c3 | black a1 c2 a3 | white to move	d	c1-b1=d b2-b1=l b2-a2=d b2-b3=l c3-b3=d
7	white b1 a2 b2 | black c1 b3 c3 | black to move | quiet 1	w	c1-c2=l b3-a3=w c3-c2=d
12	white b1 c2 a3 | black a1 b2 b3 | white to move | quiet 4	d	b1-c1=l c2-c1=l c2-c3=d a3-a2=l
1	white a1 c1 c2 | black b1 a2 c3 | black to move | quiet 5	w	b1-b2=d a2-b2=w a2-a3=d c3-b2=d c3-b3=d
10	white a1 c1 b3 | black b1 c2 a3 | white to move | quiet 2	d	a1-a2=d a1-b2=d c1-b2=d b3-b2=l b3-c3=d
7	white a1 b2 c2 | black c1 a2 b3 | black to move | quiet 1	d	c1-b1=l a2-a3=l b3-a3=l b3-c3=d
13	white c1 a2 b2 | black b1 c2 a3 | white to move | quiet 2	d	a2-a1=l b2-a1=l b2-b3=d b2-c3=d
5	white b2 c2 b3 | black c1 a2 c3 | black to move | quiet 5	w	c1-b1=d a2-a1=d a2-a3=w
14	white a1 b2 b3 | black c1 a2 c3 | black to move | quiet 31	d	c1-b1=d c1-c2=l a2-a3=l c3-c2=l
10	white a1 c1 b3 | black b1 a2 c3 | white to move | quiet 12	d	a1-b2=d c1-b2=d c1-c2=d b3-b2=l b3-a3=d
7	white b1 c2 b3 | black c1 a3 c3 | white to move | quiet 6	w	b1-a1=l b1-b2=d c2-b2=w b3-b2=d
13	white b1 c2 a3 | black c1 a2 b2 | white to move | quiet 34	d	b1-a1=d c2-c3=l a3-b3=l
2	white a2 c2 c3 | black c1 b2 b3 | black to move | quiet 5	w	c1-b1=w b2-a1=l b2-b1=l b2-a3=l b3-a3=w
0	white a2 b3 c3 | black b1 c1 a3 | white to move	w	a2-a1=l a2-b2=l b3-b2=w c3-b2=d c3-c2=l
8	white c1 a2 c3 | black a1 c2 b3 | white to move | quiet 2	d	c1-b1=d c1-b2=d a2-b2=l a2-a3=d c3-b2=d
0	white a1 b1 a2 | black c1 c2 a3 | black to move | quiet 7	w	c1-b2=w c2-b2=w c2-c3=w a3-b2=w a3-b3=w
11	white a2 c2 b3 | black b2 a3 c3 | black to move | quiet 11	l	b2-a1=l b2-b1=l b2-c1=l
11	white b2 a3 c3 | black a2 c2 b3 | white to move | quiet 8	l	b2-a1=l b2-b1=l b2-c1=l
10	white c1 a2 b3 | black a1 c2 a3 | black to move | quiet 3	d	a1-b1=d a1-b2=d c2-b2=l c2-c3=d a3-b2=d
11	white b2 a3 c3 | black a1 c1 b3 | white to move	d	b2-b1=d b2-a2=l b2-c2=l a3-a2=d c3-c2=d
14	white a1 c1 b3 | black a2 b2 c3 | white to move | quiet 34	d	a1-b1=l c1-b1=l c1-c2=d b3-a3=l
14	white c1 a2 b3 | black b1 b2 a3 | white to move | quiet 10	d	c1-c2=l a2-a1=d b3-c3=l
13	white c1 a2 b3 | black b1 c2 a3 | black to move | quiet 3	d	b1-a1=d b1-b2=d c2-b2=d c2-c3=d a3-b2=d
13	white c1 a2 c3 | black b2 c2 a3 | black to move | quiet 49	d	b2-a1=d b2-b1=d b2-b3=l a3-b3=l
13	white c1 a2 b3 | black b1 b2 a3 | white to move | quiet 14	d	c1-c2=l a2-a1=d b3-c3=l
11	white a1 b2 a3 | black c1 a2 b3 | white to move | quiet 14	d	a1-b1=d b2-b1=l b2-c2=d b2-c3=d
6	white a1 c1 c3 | black b1 b2 a3 | white to move	d	a1-a2=l c1-c2=l c3-c2=l c3-b3=d
12	white c1 a2 b3 | black b1 c2 a3 | white to move | quiet 4	d	c1-b2=d a2-a1=d a2-b2=d b3-b2=d b3-c3=d
12	white b1 a3 c3 | black a1 c2 b3 | white to move | quiet 12	d	b1-c1=d b1-b2=l a3-a2=d a3-b2=d c3-b2=d
7	white a1 b1 b2 | black c1 b3 c3 | white to move	l	a1-a2=l b2-a2=l b2-c2=l b2-a3=l
13	white a1 c1 b3 | black b1 b2 c2 | black to move | quiet 5	d	b2-a2=d b2-a3=d b2-c3=l c2-c3=d
0	white a2 b3 c3 | black a1 b1 a3 | white to move | quiet 4	w	a2-b2=l b3-b2=w c3-b2=d c3-c2=d
8	white c1 b2 c3 | black b1 c2 b3 | white to move | quiet 10	l	b2-a1=l b2-a2=l b2-a3=l
12	white a1 c1 c3 | black b1 a2 b2 | white to move	d	c1-c2=l c3-c2=l c3-b3=d
9	white a1 b2 b3 | black b1 a3 c3 | white to move | quiet 2	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
11	white c1 b2 c3 | black a1 a3 b3 | black to move | quiet 1	l	a1-b1=l a1-a2=l a3-a2=l
5	white a1 c2 a3 | black c1 a2 b3 | white to move | quiet 28	d	a1-b1=d a1-b2=d c2-b2=l c2-c3=d a3-b2=d
10	white b2 c2 b3 | black c1 a2 c3 | white to move | quiet 6	d	b2-a1=d b2-b1=d b2-a3=l b3-a3=d
0	white b1 a2 b3 | black b2 c2 a3 | white to move | quiet 12	d	b1-a1=l b1-c1=d a2-a1=l b3-c3=l
14	white b1 a2 c3 | black a1 b2 a3 | black to move | quiet 9	d	b2-c1=d b2-c2=d b2-b3=l a3-b3=d
11	white a1 c1 b3 | black b1 c2 a3 | black to move | quiet 19	d	b1-b2=d c2-b2=d c2-c3=d a3-a2=d a3-b2=l
6	white a1 b2 c2 | black b1 c1 a3 | black to move | quiet 3	l	a3-a2=l a3-b3=l
14	white a1 c1 b3 | black b1 a3 c3 | white to move | quiet 22	d	a1-a2=d a1-b2=d c1-b2=d c1-c2=d b3-b2=d
0	white b1 a2 b2 | black c1 a3 c3 | black to move | quiet 9	w	c1-c2=l a3-b3=l c3-c2=w c3-b3=w
10	white b1 c2 b3 | black c1 b2 c3 | white to move | quiet 8	d	b1-a1=d b3-a3=d
11	white a1 b2 b3 | black b1 c1 a2 | black to move | quiet 1	l	c1-c2=l a2-a3=l
14	white c1 a2 b3 | black a1 b2 a3 | black to move | quiet 19	d	a1-b1=d b2-b1=l b2-c2=d b2-c3=d
13	white c1 a2 b3 | black b1 b2 c2 | white to move | quiet 26	d	a2-a1=d a2-a3=l b3-a3=l b3-c3=d
11	white a1 b2 b3 | black b1 a3 c3 | black to move | quiet 9	d	b1-c1=l a3-a2=d c3-c2=l
5	white a1 b2 a3 | black c1 a2 c3 | white to move | quiet 26	d	a1-b1=d b2-b1=l b2-c2=d b2-b3=l a3-b3=d
6	white a1 c2 b3 | black b1 a2 b2 | black to move | quiet 7	d	b1-c1=d a2-a3=d b2-c1=l b2-a3=l b2-c3=d
1	white a1 b2 c2 | black b1 a3 c3 | black to move | quiet 3	d	b1-c1=l a3-a2=d a3-b3=l c3-b3=l
0	white c2 a3 c3 | black a1 c1 a2 | black to move | quiet 13	w	a1-b1=w a1-b2=d c1-b1=l c1-b2=l a2-b2=w
11	white a1 c1 b3 | black b1 a2 c2 | white to move | quiet 16	d	a1-b2=d c1-b2=d b3-b2=d b3-a3=l b3-c3=l
0	white b1 a3 c3 | black a1 c1 a2 | black to move | quiet 11	d	a1-b2=d c1-b2=l c1-c2=l a2-b2=d
10	white b1 c2 a3 | black a1 c1 b2 | black to move | quiet 7	d	a1-a2=d b2-a2=l b2-b3=d b2-c3=d
5	white c1 b2 b3 | black b1 a2 c3 | black to move | quiet 7	d	b1-a1=l a2-a1=l a2-a3=d c3-c2=l
11	white a1 c2 a3 | black c1 a2 c3 | black to move | quiet 3	d	c1-b1=d c1-b2=d a2-b2=d c3-b2=d c3-b3=d
7	white b1 a2 b2 | black c2 b3 c3 | white to move | quiet 2	w	b1-a1=l b1-c1=w a2-a1=l a2-a3=w b2-a1=l b2-c1=w b2-a3=w
11	white c1 a2 b3 | black b2 a3 c3 | white to move | quiet 22	w	c1-b1=d c1-c2=w a2-a1=d
5	white b1 c2 a3 | black c1 b3 c3 | black to move | quiet 17	d	c1-b2=l b3-b2=l c3-b2=d
10	white a1 c2 a3 | black c1 a2 b2 | white to move	d	a1-b1=d c2-c3=l a3-b3=l
6	white a1 b3 c3 | black b1 b2 a3 | white to move	l	a1-a2=l c3-c2=l
10	white c1 a2 c3 | black b2 c2 b3 | black to move | quiet 5	d	b2-a1=d b2-b1=d b2-a3=l b3-a3=d
0	white c1 a3 b3 | black a1 b1 c3 | black to move | quiet 3	w	a1-a2=l a1-b2=w b1-b2=w c3-b2=l c3-c2=l
5	white c1 a2 b3 | black a1 b2 c2 | white to move | quiet 4	d	c1-b1=l a2-a3=l b3-a3=l b3-c3=d
10	white a1 c2 b3 | black b1 a2 c3 | white to move | quiet 4	d	a1-b2=d c2-c1=d c2-b2=d b3-b2=d b3-a3=d
9	white c1 a2 b2 | black a1 c2 a3 | white to move	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
6	white a1 c1 b3 | black b1 b2 a3 | black to move | quiet 5	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
5	white b1 b2 c2 | black c1 a2 b3 | white to move | quiet 32	d	b1-a1=d b2-a1=l b2-a3=d b2-c3=l c2-c3=d
10	white a1 c1 c3 | black b1 a2 c2 | white to move | quiet 4	w	a1-b2=d c1-b2=w c3-b2=d c3-b3=l
12	white c1 a2 b3 | black b2 c2 a3 | black to move | quiet 13	d	b2-a1=d b2-b1=d b2-c3=l c2-c3=l
6	white b1 a2 c3 | black b2 c2 b3 | black to move | quiet 7	d	b2-a1=d b2-c1=l b2-a3=l c2-c1=d b3-a3=d
3	white a2 a3 b3 | black c1 b2 c2 | white to move	w	a2-a1=l b3-c3=w
6	white a1 c2 b3 | black b1 b2 a3 | black to move | quiet 1	w	b1-c1=w b2-c1=l b2-a2=l b2-c3=d a3-a2=d
6	white a1 c2 b3 | black c1 a2 a3 | white to move | quiet 2	w	a1-b1=l a1-b2=l c2-b2=w c2-c3=l b3-b2=w b3-c3=l
12	white b1 c2 a3 | black a1 b2 b3 | white to move | quiet 10	d	b1-c1=l c2-c1=l c2-c3=d a3-a2=l
5	white b1 b2 c2 | black c1 a2 c3 | black to move | quiet 31	w	a2-a1=w a2-a3=d c3-b3=d
13	white c1 a2 b2 | black a1 c2 a3 | white to move | quiet 32	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
14	white a2 b2 c3 | black b1 c2 b3 | white to move | quiet 2	w	a2-a1=w a2-a3=d b2-a1=l b2-c1=l b2-a3=l
13	white b1 a2 b2 | black a1 c1 a3 | black to move | quiet 21	d	c1-c2=d a3-b3=d
5	white a1 c1 a3 | black a2 b3 c3 | black to move | quiet 7	d	a2-b2=l b3-b2=d c3-b2=d c3-c2=l
13	white a1 c2 b3 | black c1 a2 c3 | black to move | quiet 39	d	c1-b1=d c1-b2=d a2-b2=l a2-a3=d c3-b2=d
5	white b1 b2 c3 | black c1 a2 b3 | black to move | quiet 37	d	c1-c2=l a2-a1=d a2-a3=l b3-a3=l
12	white b1 c2 a3 | black a1 c1 b3 | black to move | quiet 3	d	a1-a2=d a1-b2=d c1-b2=d b3-b2=l b3-c3=d
5	white a1 b2 a3 | black c1 a2 b3 | black to move | quiet 25	w	c1-b1=w c1-c2=d b3-c3=d
13	white a1 c2 a3 | black c1 a2 b2 | black to move | quiet 35	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
5	white a1 b1 c2 | black c1 a2 c3 | black to move | quiet 13	w	c1-b2=l a2-b2=d a2-a3=d c3-b2=w c3-b3=d
14	white b2 c2 a3 | black c1 a2 c3 | white to move | quiet 20	d	b2-a1=d b2-b1=d b2-b3=l a3-b3=l
14	white c1 a2 c3 | black a1 c2 a3 | black to move | quiet 17	d	a1-b1=d a1-b2=d c2-b2=d a3-b2=d a3-b3=d
8	white c1 b2 b3 | black b1 c2 a3 | white to move | quiet 8	d	b2-a1=d b2-a2=d b2-c3=l b3-c3=l
13	white b1 a2 c3 | black b2 c2 a3 | white to move | quiet 10	d	b1-a1=l b1-c1=d a2-a1=l c3-b3=l
13	white a1 c1 b3 | black b1 b2 c3 | black to move | quiet 19	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
13	white b1 a2 c3 | black a1 c2 a3 | black to move | quiet 47	d	a1-b2=d c2-c1=d c2-b2=l a3-b2=d a3-b3=d
13	white c1 a2 b3 | black b1 c2 a3 | black to move | quiet 25	d	b1-a1=d b1-b2=d c2-b2=d c2-c3=d a3-b2=d
8	white a1 c1 b2 | black c2 b3 c3 | white to move | quiet 2	w	a1-b1=w a1-a2=w c1-b1=l b2-b1=w b2-a2=w b2-a3=w
11	white a1 a3 c3 | black a2 c2 b3 | black to move | quiet 9	w	a2-b2=d c2-c1=l c2-b2=d b3-b2=w
0	white b2 c2 a3 | black a1 c1 a2 | black to move | quiet 9	d	a1-b1=d c1-b1=l
12	white b1 a2 c3 | black a1 c2 b3 | black to move | quiet 19	d	a1-b2=d c2-c1=d c2-b2=d b3-b2=d b3-a3=d
1	white a2 b2 c3 | black a1 b1 c2 | white to move	d	a2-a3=l b2-c1=d b2-a3=l b2-b3=l c3-b3=l
1	white a1 c2 b3 | black b1 b2 a3 | white to move | quiet 12	d	a1-a2=l c2-c1=d c2-c3=l b3-c3=l
13	white a1 b2 c2 | black c1 a2 c3 | white to move | quiet 26	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
13	white c1 b2 c3 | black a1 c2 b3 | white to move | quiet 38	d	c1-b1=d b2-b1=l b2-a2=d b2-a3=d
8	white a2 b2 c3 | black a1 c2 b3 | white to move | quiet 10	d	a2-a3=l b2-b1=d b2-c1=d b2-a3=l
11	white b1 b2 c2 | black a1 c1 c3 | black to move | quiet 5	d	a1-a2=d c3-b3=d
11	white a1 a3 c3 | black a2 b2 b3 | white to move | quiet 6	d	a1-b1=d c3-c2=d
11	white a1 c1 b3 | black b1 a3 c3 | black to move | quiet 3	d	b1-b2=d a3-a2=d a3-b2=d c3-b2=d c3-c2=d
14	white a1 b2 c2 | black b1 a2 c3 | white to move | quiet 38	d	b2-c1=l b2-a3=d b2-b3=d c2-c1=l
6	white b2 c2 c3 | black a1 c1 b3 | white to move	l	b2-b1=l b2-a2=l b2-a3=l
10	white a1 c1 b3 | black b1 b2 c2 | black to move | quiet 1	d	b2-a2=d b2-a3=d b2-c3=l c2-c3=d
13	white a1 c1 b3 | black b1 a3 c3 | white to move | quiet 58	d	a1-a2=d a1-b2=d c1-b2=d c1-c2=d b3-b2=d
11	white c1 b2 b3 | black b1 a2 c2 | black to move | quiet 13	d	b1-a1=l a2-a1=l a2-a3=d c2-c3=l
5	white a1 b1 b2 | black c1 a2 b3 | black to move | quiet 11	w	c1-c2=l a2-a3=w b3-a3=w b3-c3=w
13	white b2 a3 c3 | black a2 c2 b3 | black to move | quiet 5	d	a2-a1=d c2-c1=d
11	white a1 b2 c2 | black b1 a2 c3 | black to move | quiet 1	d	b1-c1=d a2-a3=l c3-b3=l
8	white c1 a2 b3 | black b1 b2 c3 | white to move | quiet 8	d	c1-c2=l a2-a1=d a2-a3=l b3-a3=l
4	white b1 b2 c3 | black a2 a3 b3 | white to move	w	b1-a1=w b1-c1=w b2-a1=w b2-c1=w b2-c2=w c3-c2=w
10	white b1 a2 c3 | black a1 c2 b3 | black to move | quiet 3	d	a1-b2=d c2-c1=d c2-b2=d b3-b2=d b3-a3=d
8	white c1 a2 b3 | black c2 a3 c3 | black to move | quiet 1	d	c2-b2=l a3-b2=l c3-b2=d
7	white a1 b2 a3 | black b1 a2 b3 | black to move | quiet 7	d	b1-c1=d b3-c3=d
6	white a1 c1 b3 | black b1 b2 a3 | black to move | quiet 1	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
0	white b2 c2 a3 | black b1 c1 a2 | white to move | quiet 10	d	b2-a1=d b2-b3=l b2-c3=l c2-c3=l a3-b3=l
0	white b1 a2 c3 | black b2 c2 a3 | black to move | quiet 13	w	b2-a1=d b2-c1=l b2-b3=l c2-c1=w a3-b3=d
0	white b2 c2 c3 | black a1 c1 a3 | black to move | quiet 11	w	a1-b1=w a1-a2=w c1-b1=l a3-a2=w a3-b3=w
0	white a1 b1 a3 | black c1 a2 c3 | black to move | quiet 3	w	c1-b2=w c1-c2=l a2-b2=w c3-b2=w c3-c2=l c3-b3=d
5	white a1 c1 a3 | black a2 b2 b3 | white to move | quiet 22	d	a1-b1=l c1-b1=l c1-c2=d
10	white a1 c2 a3 | black c1 a2 b2 | black to move | quiet 9	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
10	white b1 c2 a3 | black c1 a2 b3 | white to move | quiet 2	d	b1-a1=d b1-b2=d c2-b2=d c2-c3=d a3-b2=d
10	white a1 c2 b3 | black b1 b2 c3 | black to move | quiet 3	d	b1-c1=l b2-c1=l b2-a2=d b2-a3=d
0	white b2 c2 c3 | black a1 c1 a3 | white to move | quiet 20	l	b2-b1=l b2-a2=l b2-b3=l c3-b3=l
11	white b1 b2 c2 | black a1 c1 c3 | black to move | quiet 7	d	a1-a2=d c3-b3=d
11	white b1 c2 a3 | black c1 b2 c3 | white to move | quiet 22	w	b1-a1=d a3-a2=d a3-b3=w
7	white b1 c2 a3 | black a1 b2 b3 | black to move | quiet 1	w	a1-a2=d b2-c1=d b2-a2=l b2-c3=l b3-c3=w
5	white a1 b1 c2 | black c1 a3 c3 | white to move	d	a1-a2=l a1-b2=d b1-b2=d c2-b2=l
13	white b1 a3 c3 | black a1 b2 b3 | black to move | quiet 41	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
11	white a1 c2 a3 | black b1 a2 c3 | black to move | quiet 11	d	b1-c1=d b1-b2=d a2-b2=d c3-b2=l c3-b3=d
13	white a1 c1 b3 | black b1 b2 c3 | black to move | quiet 57	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
5	white a1 b2 c2 | black c1 a2 c3 | white to move | quiet 34	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
12	white b1 a3 c3 | black a1 b2 b3 | black to move | quiet 5	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
14	white b1 b2 a3 | black c1 a2 b3 | white to move	d	b1-a1=l b2-a1=l b2-c2=d b2-c3=d
11	white b1 b2 c3 | black a1 a3 b3 | white to move	w	b1-c1=w b2-c1=l b2-a2=d b2-c2=w c3-c2=l
13	white c1 a2 b2 | black b1 c2 a3 | black to move | quiet 31	d	b1-a1=d c2-c3=l a3-b3=l
9	white a1 b2 b3 | black b1 c2 a3 | black to move | quiet 5	d	b1-c1=l c2-c1=l c2-c3=d a3-a2=l
13	white b1 b2 c3 | black a1 c1 b3 | white to move | quiet 40	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
14	white c1 a2 b2 | black b1 c2 a3 | black to move | quiet 15	d	b1-a1=d c2-c3=l a3-b3=l
7	white b1 c2 b3 | black a1 c1 c3 | black to move | quiet 3	w	a1-a2=l a1-b2=d c1-b2=w c3-b2=d
11	white a1 c2 a3 | black c1 a2 b3 | black to move | quiet 15	d	c1-b1=d c1-b2=l a2-b2=d b3-b2=d b3-c3=d
8	white a1 c1 b2 | black c2 a3 c3 | black to move | quiet 1	l	a3-a2=l a3-b3=l c3-b3=l
11	white b1 c2 b3 | black a1 c1 c3 | white to move | quiet 24	w	b1-b2=d c2-b2=w b3-b2=d b3-a3=l
5	white c1 a2 b3 | black b1 b2 c2 | black to move | quiet 3	d	b1-a1=d b2-a1=l b2-a3=d b2-c3=l c2-c3=d
8	white a1 c1 b2 | black b1 c2 a3 | white to move | quiet 8	d	a1-a2=d b2-a2=l b2-b3=d b2-c3=d
11	white a1 c2 a3 | black c1 a2 b3 | black to move | quiet 19	d	c1-b1=d c1-b2=l a2-b2=d b3-b2=d b3-c3=d
8	white a1 c1 b3 | black b1 b2 c3 | black to move | quiet 5	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
0	white a2 c2 c3 | black b1 c1 b2 | black to move | quiet 27	w	b1-a1=w b2-a1=w b2-a3=l b2-b3=l
5	white a1 b1 a3 | black c1 a2 b3 | white to move | quiet 24	d	a1-b2=d b1-b2=l a3-b2=l
13	white c1 b2 c3 | black a1 c2 a3 | black to move | quiet 15	d	a1-b1=d a1-a2=l a3-a2=l a3-b3=d
14	white c1 a2 b3 | black a1 b2 a3 | black to move | quiet 9	d	a1-b1=d b2-b1=l b2-c2=d b2-c3=d
13	white c1 a2 c3 | black a1 c2 b3 | white to move | quiet 8	d	c1-b1=d c1-b2=d a2-b2=l a2-a3=d c3-b2=d
1	white a1 c1 c3 | black b1 a2 b2 | black to move | quiet 15	d	a2-a3=d b2-c2=l b2-a3=l b2-b3=l
8	white c1 b2 c3 | black b1 c2 a3 | black to move | quiet 9	w	b1-a1=d a3-a2=d a3-b3=w
10	white c1 a3 c3 | black b1 c2 b3 | white to move | quiet 16	w	c1-b2=d a3-a2=l a3-b2=d c3-b2=w
5	white b1 b2 a3 | black a1 c1 b3 | white to move | quiet 4	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
8	white c1 a2 c3 | black a1 c2 a3 | black to move | quiet 5	d	a1-b1=d a1-b2=d c2-b2=d a3-b2=d a3-b3=d
11	white c1 a2 b3 | black a1 a3 c3 | white to move | quiet 6	d	c1-b1=l c1-b2=d c1-c2=l a2-b2=d b3-b2=d
10	white b1 b2 c3 | black a1 c2 a3 | black to move | quiet 1	d	a1-a2=l c2-c1=l a3-a2=l a3-b3=d
5	white a1 c2 a3 | black b2 b3 c3 | black to move | quiet 19	l	b2-b1=l b2-c1=l b2-a2=l
10	white a1 c1 b3 | black b1 b2 c3 | black to move | quiet 11	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
0	white b1 a2 b2 | black c1 c2 a3 | white to move | quiet 10	l	b1-a1=l a2-a1=l b2-a1=l b2-b3=l b2-c3=l
8	white a2 b2 c3 | black b1 c2 a3 | black to move | quiet 3	d	b1-a1=d b1-c1=l c2-c1=l a3-b3=l
13	white c1 a2 b2 | black a1 c2 b3 | black to move | quiet 9	d	a1-b1=l c2-c3=l b3-a3=d b3-c3=l
9	white a1 c1 a2 | black b1 b2 a3 | black to move | quiet 1	w	b2-c2=d b2-b3=l b2-c3=d a3-b3=w
13	white c1 b2 b3 | black b1 a3 c3 | white to move | quiet 54	d	c1-c2=l b2-a1=d b2-a2=d b2-c2=l
11	white a1 a3 c3 | black c1 a2 b2 | white to move	d	a1-b1=l a3-b3=l c3-c2=d c3-b3=l
13	white a1 c2 b3 | black c1 a2 c3 | black to move | quiet 31	d	c1-b1=d c1-b2=d a2-b2=l a2-a3=d c3-b2=d
4	white c1 a2 a3 | black a1 b1 c2 | black to move | quiet 1	w	a1-b2=d b1-b2=w c2-b2=l c2-c3=l
14	white b1 a3 c3 | black a1 c1 b3 | white to move | quiet 12	d	b1-b2=d a3-a2=d a3-b2=d c3-b2=d c3-c2=d
13	white a1 c2 b3 | black a2 b2 c3 | white to move | quiet 26	d	a1-b1=l c2-c1=l b3-a3=d
14	white a1 c1 b3 | black b1 a3 c3 | white to move | quiet 12	d	a1-a2=d a1-b2=d c1-b2=d c1-c2=d b3-b2=d
9	white a2 b2 b3 | black a1 c2 a3 | black to move | quiet 1	w	a1-b1=d c2-c1=d c2-c3=w
5	white a1 c2 a3 | black a2 b3 c3 | white to move | quiet 20	w	a1-b1=d a1-b2=w c2-c1=d c2-b2=d a3-b2=l
14	white b1 a3 c3 | black c1 a2 b3 | black to move | quiet 1	d	c1-b2=l c1-c2=d a2-a1=d a2-b2=d b3-b2=d
6	white c1 a2 b2 | black a1 c2 a3 | white to move | quiet 8	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
7	white b1 b2 c2 | black a1 c1 b3 | black to move | quiet 1	w	a1-a2=d b3-a3=d b3-c3=w
14	white c1 a2 c3 | black a1 b2 a3 | white to move | quiet 8	d	c1-b1=d c1-c2=l c3-c2=l c3-b3=d
10	white c1 b2 c3 | black a1 c2 b3 | white to move | quiet 8	d	c1-b1=d b2-b1=l b2-a2=d b2-a3=d
13	white c1 a2 b3 | black a1 c2 a3 | black to move | quiet 11	d	a1-b1=d a1-b2=d c2-b2=l c2-c3=d a3-b2=d
7	white b1 b2 a3 | black c1 a2 b3 | white to move | quiet 2	d	b1-a1=l b2-a1=l b2-c2=d b2-c3=d
14	white a1 b2 c2 | black c1 a2 c3 | black to move | quiet 37	d	c1-b1=d a2-a3=l c3-b3=l
0	white c1 a3 b3 | black b1 b2 c3 | black to move | quiet 7	w	b1-a1=w b2-a1=l b2-a2=l b2-c2=l c3-c2=d
7	white a1 b2 b3 | black b1 a2 c3 | black to move | quiet 9	d	b1-c1=l a2-a3=d c3-c2=l
6	white b1 a2 c3 | black c1 b2 b3 | black to move | quiet 1	w	c1-c2=d b2-a1=d b2-c2=l b2-a3=l b3-a3=w
12	white a2 b2 b3 | black a1 c2 a3 | white to move | quiet 6	d	b2-b1=d b2-c1=d b2-c3=l b3-c3=d
2	white b2 a3 c3 | black a1 b1 b3 | white to move	w	b2-c1=l b2-a2=l b2-c2=l a3-a2=w c3-c2=w
0	white b2 b3 c3 | black a1 b1 a2 | white to move | quiet 6	w	b2-c1=w b2-c2=l b2-a3=w b3-a3=w c3-c2=w
13	white b1 b2 c3 | black a1 c1 b3 | white to move | quiet 18	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
8	white b1 a2 c2 | black a1 c1 c3 | black to move | quiet 3	w	a1-b2=d c1-b2=w c3-b2=d c3-b3=l
0	white b1 b3 c3 | black a1 c1 a3 | black to move | quiet 5	w	a1-a2=l a1-b2=w c1-b2=w c1-c2=l a3-a2=l a3-b2=d
7	white a1 c2 a3 | black a2 b2 b3 | black to move | quiet 5	d	b2-b1=d b2-c1=d b2-c3=l b3-c3=d
9	white a1 b2 b3 | black b1 c2 a3 | black to move | quiet 9	d	b1-c1=l c2-c1=l c2-c3=d a3-a2=l
13	white c1 a2 b2 | black b1 c2 a3 | white to move | quiet 24	d	a2-a1=l b2-a1=l b2-b3=d b2-c3=d
7	white b1 c2 a3 | black c1 b2 b3 | white to move | quiet 2	d	b1-a1=l c2-c3=d a3-a2=l
7	white a1 b2 a3 | black c1 c2 b3 | white to move | quiet 2	w	a1-b1=l a1-a2=l b2-b1=l b2-a2=w b2-c3=d a3-a2=l
0	white b1 a3 c3 | black a1 c1 b2 | white to move | quiet 12	d	a3-a2=d a3-b3=l c3-c2=d c3-b3=l
10	white b2 c2 b3 | black c1 a3 c3 | white to move | quiet 16	l	b2-a1=l b2-b1=l b2-a2=l
4	white c1 a2 b3 | black a1 b2 c2 | black to move | quiet 3	w	a1-b1=d b2-b1=l b2-a3=d b2-c3=l c2-c3=w
13	white a1 c1 b3 | black b1 c2 a3 | white to move | quiet 16	d	a1-a2=d a1-b2=d c1-b2=d b3-b2=l b3-c3=d
11	white a2 b2 b3 | black a1 a3 c3 | white to move | quiet 2	l	b2-b1=l b2-c1=l b2-c2=l
4	white a2 b2 a3 | black a1 b1 c2 | white to move	l	b2-c1=l b2-b3=l b2-c3=l a3-b3=l
13	white c1 b2 c3 | black b1 c2 a3 | white to move | quiet 52	d	b2-a1=d b2-a2=d b2-b3=l c3-b3=d
11	white b1 a3 c3 | black a2 c2 b3 | white to move | quiet 8	d	b1-a1=l b1-c1=l b1-b2=d a3-b2=d c3-b2=d
0	white b1 a2 b3 | black c1 c2 a3 | black to move | quiet 11	w	c1-b2=d c2-b2=w c2-c3=l a3-b2=l
11	white a1 c2 a3 | black c1 b2 b3 | white to move | quiet 20	d	a1-b1=d a1-a2=l c2-c3=l a3-a2=l
8	white c1 b2 b3 | black b1 c2 a3 | white to move	d	b2-a1=d b2-a2=d b2-c3=l b3-c3=l
2	white b2 a3 c3 | black c1 a2 b3 | white to move | quiet 2	d	b2-a1=d b2-b1=d b2-c2=l c3-c2=d
8	white c1 a2 b3 | black b2 a3 c3 | white to move | quiet 8	w	c1-b1=d c1-c2=w a2-a1=d
5	white a1 c2 b3 | black b1 a2 b2 | black to move | quiet 5	d	b1-c1=d a2-a3=d b2-c1=l b2-a3=l b2-c3=d
5	white a1 b2 c2 | black c1 a2 b3 | black to move | quiet 29	d	c1-b1=l a2-a3=l b3-a3=l b3-c3=d
0	white c1 a3 b3 | black a1 a2 b2 | white to move | quiet 20	w	c1-b1=w c1-c2=w b3-c3=w
14	white a1 c2 a3 | black a2 b2 c3 | white to move | quiet 40	d	a1-b1=l c2-c1=l a3-b3=d
9	white a1 b2 b3 | black c1 a3 c3 | black to move | quiet 1	d	c1-b1=d c1-c2=l a3-a2=l c3-c2=l
5	white b1 b2 a3 | black a1 c2 b3 | black to move | quiet 3	d	a1-a2=l c2-c1=d c2-c3=l b3-c3=l
11	white a1 c1 b3 | black b2 c2 a3 | white to move | quiet 20	d	a1-b1=l a1-a2=d c1-b1=l b3-c3=l
7	white a1 b2 a3 | black b1 a2 c3 | white to move | quiet 8	d	b2-c1=d b2-c2=d b2-b3=l a3-b3=d
8	white c1 a2 b3 | black b2 c2 a3 | black to move | quiet 7	d	b2-a1=d b2-b1=d b2-c3=l c2-c3=l
10	white b2 c2 b3 | black b1 a2 c3 | black to move | quiet 5	d	b1-a1=l b1-c1=d a2-a1=l a2-a3=d
8	white c1 a2 c3 | black a1 c2 a3 | white to move | quiet 4	d	c1-b1=d c1-b2=d a2-b2=d c3-b2=d c3-b3=d
6	white a1 c2 b3 | black a2 b2 a3 | black to move | quiet 1	l	b2-b1=l b2-c1=l b2-c3=l
14	white c1 b2 c3 | black a1 c2 a3 | black to move | quiet 9	d	a1-b1=d a1-a2=l a3-a2=l a3-b3=d
13	white a1 c2 a3 | black b1 a2 c3 | white to move | quiet 30	d	a1-b2=d c2-c1=d c2-b2=l a3-b2=d a3-b3=d
5	white b1 a2 b2 | black a1 c1 b3 | black to move | quiet 9	w	c1-c2=d b3-a3=w b3-c3=d
10	white c1 a2 b3 | black a1 c2 a3 | black to move | quiet 7	d	a1-b1=d a1-b2=d c2-b2=l c2-c3=d a3-b2=d
8	white a2 b2 c3 | black a1 c1 c2 | white to move	w	a2-a3=w b2-b1=d b2-a3=l b2-b3=w c3-b3=l
1	white a1 c1 c2 | black b1 a3 c3 | white to move | quiet 6	d	a1-a2=l a1-b2=l c1-b2=d c2-b2=d
8	white b2 a3 c3 | black a2 c2 b3 | white to move | quiet 12	l	b2-a1=l b2-b1=l b2-c1=l
12	white a1 c1 b3 | black b1 b2 a3 | white to move | quiet 2	d	a1-a2=d c1-c2=l b3-c3=l
0	white b1 a2 b3 | black a1 a3 c3 | white to move | quiet 4	w	b1-c1=l b1-b2=d a2-b2=w b3-b2=d
5	white a1 b1 c2 | black c1 a3 c3 | white to move | quiet 14	d	a1-a2=l a1-b2=d b1-b2=d c2-b2=l
4	white b1 a3 b3 | black a2 b2 c3 | black to move | quiet 1	w	a2-a1=w b2-a1=l b2-c1=l b2-c2=l c3-c2=w
13	white a1 c2 b3 | black c1 a2 c3 | black to move | quiet 25	d	c1-b1=d c1-b2=d a2-b2=l a2-a3=d c3-b2=d
13	white c1 a2 c3 | black a1 b2 c2 | black to move | quiet 35	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
0	white a2 c2 c3 | black a1 b1 a3 | black to move | quiet 9	w	a1-b2=w b1-c1=l b1-b2=d a3-b2=l a3-b3=l
8	white a2 c2 b3 | black b2 a3 c3 | black to move | quiet 9	l	b2-a1=l b2-b1=l b2-c1=l
5	white b1 b2 c3 | black a1 c1 b3 | white to move | quiet 38	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
0	white b2 c2 b3 | black c1 a2 a3 | white to move | quiet 2	l	b2-a1=l b2-b1=l b2-c3=l c2-c3=l b3-c3=l
14	white a2 b2 c3 | black a1 c2 a3 | white to move | quiet 16	d	b2-b1=d b2-c1=d b2-b3=l c3-b3=l
6	white b1 a2 c3 | black c1 b2 b3 | white to move | quiet 8	d	b1-a1=l a2-a1=l a2-a3=d c3-c2=l
11	white b1 b2 c2 | black c1 a2 c3 | white to move | quiet 6	d	b1-a1=d b2-a1=l b2-a3=d b2-b3=d
4	white b1 c1 c2 | black a1 a2 b3 | white to move	l	b1-b2=l c1-b2=l c2-b2=l c2-c3=l
13	white b1 c2 a3 | black c1 a2 c3 | black to move | quiet 27	d	c1-b2=d a2-a1=d a2-b2=l c3-b2=d c3-b3=d
13	white b1 a3 c3 | black a1 c1 b3 | black to move | quiet 3	d	a1-a2=d a1-b2=d c1-b2=d c1-c2=d b3-b2=d
11	white b1 c2 a3 | black c1 b2 c3 | black to move | quiet 5	d	b2-a1=d b2-a2=d b2-b3=l c3-b3=d
11	white a2 b2 b3 | black a1 a3 c3 | black to move | quiet 7	d	a1-b1=d c3-c2=d
7	white b1 c1 a3 | black a1 b2 b3 | white to move	l	c1-c2=l a3-a2=l
10	white c1 a3 c3 | black a1 b2 c2 | white to move	d	c1-b1=l a3-a2=d a3-b3=l c3-b3=l
13	white b1 a3 c3 | black c1 a2 b3 | black to move | quiet 3	d	c1-b2=l c1-c2=d a2-a1=d a2-b2=d b3-b2=d
6	white a1 c1 b3 | black b1 a2 b2 | white to move | quiet 2	w	c1-c2=d b3-a3=w b3-c3=d
13	white a1 c2 b3 | black b2 a3 c3 | black to move | quiet 21	d	b2-b1=d b2-c1=d b2-a2=l a3-a2=d
8	white c1 a3 c3 | black a2 c2 b3 | black to move | quiet 13	w	a2-a1=l a2-b2=d c2-b2=d b3-b2=w
5	white a1 c1 a3 | black a2 b2 b3 | white to move | quiet 8	d	a1-b1=l c1-b1=l c1-c2=d
14	white c1 a2 b3 | black b1 b2 a3 | white to move | quiet 20	d	c1-c2=l a2-a1=d b3-c3=l
10	white c1 a2 c3 | black a1 b2 c2 | black to move | quiet 1	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
5	white b1 b2 c2 | black c1 a3 c3 | black to move | quiet 1	d	a3-a2=d a3-b3=l c3-b3=l
9	white a1 b2 b3 | black b1 a3 c3 | white to move | quiet 8	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
14	white b1 b2 c3 | black a1 c1 b3 | white to move | quiet 12	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
14	white a2 b2 c3 | black a1 c2 b3 | black to move | quiet 15	d	a1-b1=l c2-c1=l b3-a3=d
11	white a1 b2 a3 | black b1 a2 c3 | white to move	d	b2-c1=d b2-c2=d b2-b3=l a3-b3=d
5	white b1 b2 a3 | black a1 c1 b3 | white to move	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
8	white c1 a2 b3 | black b1 a3 c3 | black to move | quiet 7	d	b1-a1=d b1-b2=l a3-b2=d c3-b2=d c3-c2=d
12	white c1 a2 c3 | black b2 c2 a3 | white to move | quiet 12	d	c1-b1=l a2-a1=l c3-b3=d
13	white c1 a2 c3 | black a1 c2 a3 | white to move | quiet 12	d	c1-b1=d c1-b2=d a2-b2=d c3-b2=d c3-b3=d
10	white b1 a2 c2 | black a1 c1 a3 | black to move | quiet 3	w	a1-b2=w c1-b2=d a3-b2=d a3-b3=l
10	white b1 a2 b2 | black a1 c2 b3 | white to move	d	b1-c1=d a2-a3=d b2-c1=l b2-a3=l b2-c3=d
11	white a1 c2 a3 | black c1 a2 b2 | black to move | quiet 1	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
6	white a1 c2 b3 | black b1 b2 a3 | white to move | quiet 8	d	a1-a2=l c2-c1=d c2-c3=l b3-c3=l
0	white c2 b3 c3 | black a1 c1 a2 | white to move | quiet 18	l	c2-b2=l b3-b2=l b3-a3=l c3-b2=l
6	white b1 a3 c3 | black c1 b2 b3 | black to move | quiet 9	d	c1-c2=l b2-a1=d b2-a2=d b2-c2=l
11	white a1 c1 b3 | black b1 a2 c3 | black to move | quiet 11	d	b1-b2=d a2-b2=d a2-a3=d c3-b2=l c3-c2=d
12	white a1 c1 c2 | black b2 a3 c3 | black to move | quiet 1	w	b2-b1=d b2-a2=l b2-b3=w a3-a2=d a3-b3=w c3-b3=l
13	white a1 c1 b2 | black b1 c2 a3 | white to move | quiet 30	d	a1-a2=d b2-a2=l b2-b3=d b2-c3=d
5	white c1 a2 b3 | black b1 b2 c2 | black to move | quiet 7	d	b1-a1=d b2-a1=l b2-a3=d b2-c3=l c2-c3=d
13	white c1 a2 c3 | black a1 c2 a3 | black to move | quiet 11	d	a1-b1=d a1-b2=d c2-b2=d a3-b2=d a3-b3=d
0	white b1 b3 c3 | black a1 c1 a2 | white to move | quiet 6	w	b1-b2=l b3-b2=w b3-a3=d c3-b2=w c3-c2=d
0	white b1 a3 c3 | black c1 a2 b2 | white to move | quiet 8	d	b1-a1=l a3-b3=l c3-c2=d c3-b3=l
7	white a1 b2 b3 | black b1 a3 c3 | white to move | quiet 10	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
10	white c1 a2 b2 | black b1 c2 a3 | black to move | quiet 5	d	b1-a1=d c2-c3=l a3-b3=l
13	white c1 b2 c3 | black a1 c2 a3 | black to move | quiet 13	d	a1-b1=d a1-a2=l a3-a2=l a3-b3=d
14	white b1 c2 a3 | black c1 a2 c3 | black to move | quiet 21	d	c1-b2=d a2-a1=d a2-b2=l c3-b2=d c3-b3=d
13	white a1 c1 b2 | black b1 a3 c3 | black to move | quiet 59	d	a3-a2=d a3-b3=l c3-c2=d c3-b3=l
12	white c1 a2 b3 | black b1 b2 a3 | black to move | quiet 3	d	b1-a1=l b2-a1=l b2-c2=d b2-c3=d
0	white a1 b2 c2 | black b1 c1 a3 | white to move | quiet 4	w	a1-a2=w b2-a2=l b2-b3=l b2-c3=l c2-c3=w
5	white a1 c2 a3 | black c1 a2 c3 | black to move | quiet 27	d	c1-b1=d c1-b2=d a2-b2=d c3-b2=d c3-b3=d
6	white a1 c1 c3 | black b2 c2 a3 | white to move	d	a1-b1=l a1-a2=d c1-b1=l c3-b3=l
12	white b1 a3 c3 | black a1 b2 b3 | black to move | quiet 11	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
10	white b1 b2 c3 | black a1 c1 b3 | white to move | quiet 10	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
5	white b2 a3 b3 | black b1 c1 c2 | white to move	w	b2-a1=w b2-a2=l b2-c3=w a3-a2=w b3-c3=w
6	white b1 c2 c3 | black a1 c1 b3 | black to move | quiet 1	w	a1-a2=d a1-b2=w c1-b2=l b3-b2=d b3-a3=d
7	white c1 b2 c3 | black a1 b1 a3 | white to move	w	c1-c2=l b2-a2=d b2-c2=w b2-b3=l c3-c2=w c3-b3=d
11	white c1 b2 c3 | black a1 c2 b3 | black to move | quiet 11	w	a1-b1=w a1-a2=d b3-a3=d
8	white c1 a2 c3 | black b2 c2 a3 | white to move | quiet 6	d	c1-b1=l a2-a1=l c3-b3=d
13	white b1 a2 b2 | black a1 c1 a3 | black to move | quiet 43	d	c1-c2=d a3-b3=d
14	white a1 c2 b3 | black a2 b2 c3 | black to move | quiet 35	d	a2-a3=l b2-b1=d b2-c1=d b2-a3=l
6	white a1 c2 b3 | black b1 a2 b2 | black to move | quiet 3	d	b1-c1=d a2-a3=d b2-c1=l b2-a3=l b2-c3=d
0	white b2 c2 c3 | black a1 c1 a2 | white to move | quiet 12	l	b2-b1=l b2-a3=l b2-b3=l c3-b3=l
9	white a1 b2 b3 | black b1 a3 c3 | white to move | quiet 6	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
12	white c1 a2 b3 | black b2 c2 a3 | black to move | quiet 23	d	b2-a1=d b2-b1=d b2-c3=l c2-c3=l
8	white b2 a3 c3 | black a1 b1 c2 | white to move | quiet 2	w	b2-c1=d b2-a2=l b2-b3=w a3-a2=l a3-b3=l c3-b3=l
0	white c2 a3 b3 | black a1 c1 a2 | black to move | quiet 13	l	a1-b1=l a1-b2=l c1-b1=l c1-b2=l a2-b2=l
14	white b1 c2 a3 | black a2 b2 c3 | white to move | quiet 22	d	b1-a1=d b1-c1=l c2-c1=l a3-b3=l
8	white a1 c1 b2 | black b1 a2 c2 | black to move | quiet 3	d	a2-a3=d c2-c3=d
0	white c2 b3 c3 | black a1 c1 a2 | black to move | quiet 23	w	a1-b1=w a1-b2=w c1-b1=l c1-b2=l a2-b2=w a2-a3=w
5	white a1 c2 b3 | black b1 a2 b2 | black to move | quiet 1	d	b1-c1=d a2-a3=d b2-c1=l b2-a3=l b2-c3=d
11	white a2 c2 b3 | black a1 a3 c3 | white to move | quiet 24	w	a2-b2=d c2-c1=l c2-b2=d b3-b2=w
13	white b1 c2 a3 | black a1 c1 b3 | black to move | quiet 39	d	a1-a2=d a1-b2=d c1-b2=d b3-b2=l b3-c3=d
13	white a1 c1 b2 | black b1 a2 c3 | white to move | quiet 22	d	c1-c2=d b2-c2=l b2-a3=d b2-b3=d
1	white a1 c1 b3 | black b1 b2 a3 | black to move | quiet 13	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
13	white a1 c2 a3 | black c1 a2 c3 | white to move | quiet 34	d	a1-b1=d a1-b2=d c2-b2=d a3-b2=d a3-b3=d
13	white a1 b2 c2 | black c1 a2 b3 | black to move | quiet 43	d	c1-b1=l a2-a3=l b3-a3=l b3-c3=d
8	white c1 a2 c3 | black a1 c2 b3 | white to move | quiet 6	d	c1-b1=d c1-b2=d a2-b2=l a2-a3=d c3-b2=d
4	white b2 c2 b3 | black c1 a3 c3 | white to move	l	b2-a1=l b2-b1=l b2-a2=l
8	white b2 a3 c3 | black a1 c2 b3 | black to move | quiet 11	w	a1-b1=d a1-a2=w c2-c1=d
11	white c1 b2 b3 | black b1 a2 c2 | black to move | quiet 17	d	b1-a1=l a2-a1=l a2-a3=d c2-c3=l
12	white b1 a2 c3 | black a1 c2 b3 | black to move | quiet 9	d	a1-b2=d c2-c1=d c2-b2=d b3-b2=d b3-a3=d
8	white a1 c2 b3 | black b1 b2 c3 | white to move | quiet 4	d	a1-a2=l c2-c1=d b3-a3=l
0	white c1 a3 b3 | black a1 b1 a2 | black to move | quiet 19	l	a1-b2=l b1-b2=l a2-b2=l
1	white a1 b2 c2 | black b1 a3 b3 | black to move | quiet 9	l	b1-c1=l a3-a2=l b3-c3=l
10	white b1 b2 c2 | black a1 c1 b3 | white to move | quiet 4	d	b2-a2=d b2-a3=d b2-c3=l c2-c3=d
12	white a1 b2 c2 | black b1 a2 b3 | white to move | quiet 2	w	b2-c1=l b2-a3=l b2-c3=l c2-c1=d c2-c3=w
7	white b1 b2 a3 | black c1 b3 c3 | white to move	w	b1-a1=w b2-a1=l b2-a2=w b2-c2=d a3-a2=l
9	white a2 b2 c3 | black a1 c2 a3 | white to move	d	b2-b1=d b2-c1=d b2-b3=l c3-b3=l
0	white b2 b3 c3 | black a1 b1 a3 | black to move | quiet 5	w	a1-a2=w b1-c1=w a3-a2=l
0	white a2 c2 c3 | black a1 c1 a3 | white to move | quiet 10	w	a2-b2=l c2-b2=d c3-b2=w c3-b3=l
14	white a1 b2 b3 | black b1 a2 c3 | white to move | quiet 32	d	b2-c1=d b2-c2=d b2-a3=l b3-a3=l
11	white b1 c2 a3 | black a1 c1 b2 | black to move | quiet 3	d	a1-a2=d b2-a2=l b2-b3=d b2-c3=d
2	white b2 a3 c3 | black a1 c1 b3 | black to move | quiet 1	d	a1-b1=l a1-a2=d c1-b1=l c1-c2=d
13	white c1 a2 c3 | black a1 b2 a3 | white to move | quiet 12	d	c1-b1=d c1-c2=l c3-c2=l c3-b3=d
13	white b1 a3 c3 | black a2 c2 b3 | white to move | quiet 4	d	b1-a1=l b1-c1=l b1-b2=d a3-b2=d c3-b2=d
13	white b1 c2 a3 | black a2 b2 c3 | white to move | quiet 34	d	b1-a1=d b1-c1=l c2-c1=l a3-b3=l
7	white a1 c2 a3 | black b1 a2 b3 | white to move | quiet 6	d	a1-b2=d c2-c1=l c2-b2=d c2-c3=l a3-b2=d
5	white a1 b1 b3 | black c1 b2 c3 | white to move	l	a1-a2=l b3-a3=l
6	white b1 a2 c3 | black c1 b2 b3 | white to move | quiet 4	d	b1-a1=l a2-a1=l a2-a3=d c3-c2=l
12	white a1 c1 b3 | black b1 a2 b2 | black to move | quiet 1	d	a2-a3=d b2-c2=d b2-a3=l b2-c3=d
14	white a1 c1 b2 | black b1 c2 a3 | white to move | quiet 14	d	a1-a2=d b2-a2=l b2-b3=d b2-c3=d
5	white a1 b2 c2 | black c1 a2 b3 | black to move | quiet 33	d	c1-b1=l a2-a3=l b3-a3=l b3-c3=d
5	white a2 c2 a3 | black a1 b2 b3 | black to move | quiet 1	w	a1-b1=w b2-b1=l b2-c1=l b2-c3=l b3-c3=w
9	white a1 a2 c2 | black b1 b2 a3 | white to move	l	c2-c1=l c2-c3=l
9	white a2 b2 b3 | black b1 a3 c3 | black to move | quiet 1	w	b1-a1=w b1-c1=d c3-c2=d
10	white a1 c1 a3 | black b1 b2 c2 | white to move	d	a1-a2=l a3-a2=l a3-b3=d
7	white b1 c2 a3 | black a2 b2 b3 | white to move | quiet 4	d	b1-a1=d b1-c1=l c2-c1=l c2-c3=d
5	white b2 c2 b3 | black b1 a2 c3 | white to move | quiet 2	d	b2-a1=d b2-c1=l b2-a3=l c2-c1=d b3-a3=d
11	white a1 c1 b3 | black b1 a2 c2 | white to move | quiet 12	d	a1-b2=d c1-b2=d b3-b2=d b3-a3=l b3-c3=l
10	white b1 a2 c2 | black a1 c1 c3 | black to move | quiet 15	w	a1-b2=d c1-b2=w c3-b2=d c3-b3=l
7	white b1 b2 c3 | black a1 c1 b3 | white to move	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
4	white c1 a2 a3 | black a1 b2 c2 | white to move | quiet 2	l	c1-b1=l a3-b3=l
1	white a1 b2 b3 | black b1 a2 c3 | white to move	d	b2-c1=d b2-c2=d b2-a3=l b3-a3=l
9	white a2 b2 b3 | black b1 c2 a3 | white to move | quiet 4	d	a2-a1=d b2-a1=l b2-c1=d b2-c3=l b3-c3=d
5	white a1 b2 c2 | black c1 a2 c3 | white to move | quiet 30	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
4	white c1 a2 b2 | black a1 c2 c3 | white to move	w	c1-b1=d a2-a3=w b2-b1=l b2-a3=l b2-b3=l
0	white c2 a3 b3 | black b1 b2 c3 | white to move | quiet 6	l	c2-c1=l a3-a2=l
14	white a1 c2 a3 | black b1 a2 c3 | black to move | quiet 39	d	b1-c1=d b1-b2=d a2-b2=d c3-b2=l c3-b3=d
6	white a1 b2 b3 | black b1 a2 a3 | white to move | quiet 4	w	b2-c1=d b2-c2=d b2-c3=l b3-c3=w
5	white c1 a2 c3 | black a1 b2 c2 | black to move | quiet 9	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
11	white a2 c2 b3 | black a1 a3 c3 | white to move | quiet 12	w	a2-b2=d c2-c1=l c2-b2=d b3-b2=w
13	white a1 c2 a3 | black a2 b2 c3 | black to move | quiet 23	d	b2-b1=d b2-c1=d b2-b3=l c3-b3=l
13	white a1 b2 c2 | black b1 a2 c3 | black to move | quiet 25	d	b1-c1=d a2-a3=l c3-b3=l
10	white c1 a2 c3 | black b1 b2 c2 | white to move | quiet 2	w	a2-a1=w a2-a3=d c3-b3=d
13	white a1 c2 a3 | black c1 a2 b2 | black to move | quiet 41	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
10	white b1 b2 c3 | black a1 c2 b3 | black to move | quiet 9	d	a1-a2=l c2-c1=d b3-a3=l
13	white b1 a2 c3 | black a1 c1 b3 | black to move | quiet 41	d	a1-b2=d c1-b2=d c1-c2=d b3-b2=l b3-a3=d
9	white a2 b2 b3 | black b1 a3 c3 | black to move | quiet 9	w	b1-a1=w b1-c1=d c3-c2=d
7	white a1 c1 a3 | black b1 a2 b2 | black to move | quiet 15	l	b2-c2=l b2-b3=l b2-c3=l
5	white a1 c2 b3 | black b1 b2 a3 | white to move | quiet 6	d	a1-a2=l c2-c1=d c2-c3=l b3-c3=l
13	white c1 b2 c3 | black a1 c2 a3 | black to move | quiet 37	d	a1-b1=d a1-a2=l a3-a2=l a3-b3=d
10	white b2 c2 b3 | black b1 a3 c3 | black to move | quiet 15	w	b1-a1=d b1-c1=w a3-a2=d
5	white b1 c2 a3 | black b2 b3 c3 | white to move | quiet 18	w	b1-a1=w b1-c1=w c2-c1=w a3-a2=l
14	white a1 c1 b3 | black b1 a2 c3 | black to move | quiet 33	d	b1-b2=d a2-b2=d a2-a3=d c3-b2=l c3-c2=d
8	white a2 b2 c3 | black a1 c2 a3 | white to move | quiet 4	d	b2-b1=d b2-c1=d b2-b3=l c3-b3=l
13	white c1 a2 b3 | black a1 b2 a3 | black to move | quiet 13	d	a1-b1=d b2-b1=l b2-c2=d b2-c3=d
8	white c1 a2 c3 | black b1 c2 a3 | white to move | quiet 2	d	c1-b2=d a2-a1=d a2-b2=l c3-b2=d c3-b3=d
8	white c1 a2 c3 | black b2 c2 a3 | black to move | quiet 3	d	b2-a1=d b2-b1=d b2-b3=l a3-b3=l
4	white b1 c2 b3 | black c1 a3 c3 | black to move | quiet 1	w	c1-b2=d a3-a2=l a3-b2=d c3-b2=w
0	white a1 c2 c3 | black b1 c1 a2 | white to move | quiet 2	w	a1-b2=l c2-b2=w c3-b2=w c3-b3=d
2	white c1 a3 c3 | black a1 b1 b3 | black to move | quiet 1	w	a1-a2=l a1-b2=w b1-b2=d b3-b2=l
10	white b1 a3 c3 | black c1 b2 b3 | black to move | quiet 13	d	c1-c2=l b2-a1=d b2-a2=d b2-c2=l
8	white b1 a2 c3 | black a1 c2 a3 | black to move | quiet 5	d	a1-b2=d c2-c1=d c2-b2=l a3-b2=d a3-b3=d
5	white b1 a2 b2 | black a1 c1 b3 | black to move | quiet 1	w	c1-c2=d b3-a3=w b3-c3=d
5	white a1 c2 a3 | black b1 a2 b2 | white to move	w	c2-c1=w c2-c3=d a3-b3=d
8	white a1 c1 b3 | black b1 c2 a3 | black to move | quiet 5	d	b1-b2=d c2-b2=d c2-c3=d a3-a2=d a3-b2=l
0	white b2 a3 c3 | black a1 c1 a2 | white to move | quiet 8	w	b2-b1=d b2-c2=l b2-b3=w a3-b3=l c3-c2=d c3-b3=w
8	white c1 a2 c3 | black a1 c2 a3 | black to move | quiet 1	d	a1-b1=d a1-b2=d c2-b2=d a3-b2=d a3-b3=d
9	white a2 b2 b3 | black b1 c2 a3 | white to move | quiet 8	d	a2-a1=d b2-a1=l b2-c1=d b2-c3=l b3-c3=d
13	white c1 a2 c3 | black a1 c2 a3 | white to move | quiet 36	d	c1-b1=d c1-b2=d a2-b2=d c3-b2=d c3-b3=d
14	white b2 c2 a3 | black c1 a2 b3 | black to move | quiet 19	d	c1-b1=l a2-a1=l b3-c3=d
12	white b1 a2 c3 | black b2 c2 b3 | white to move | quiet 10	d	b1-a1=l b1-c1=d a2-a1=l a2-a3=d
11	white a1 b2 a3 | black b1 c1 a2 | white to move	w	b2-c2=d b2-b3=l b2-c3=d a3-b3=w
5	white c1 a2 b3 | black b2 c2 c3 | black to move | quiet 1	l	b2-a1=l b2-b1=l b2-a3=l
9	white a2 b2 b3 | black b1 c2 a3 | white to move | quiet 6	d	a2-a1=d b2-a1=l b2-c1=d b2-c3=l b3-c3=d
10	white a1 c1 c3 | black b1 a2 c2 | white to move | quiet 12	w	a1-b2=d c1-b2=w c3-b2=d c3-b3=l
9	white a2 b2 b3 | black b1 a3 c3 | black to move | quiet 5	w	b1-a1=w b1-c1=d c3-c2=d
12	white b1 a3 c3 | black a1 c2 b3 | white to move | quiet 6	d	b1-c1=d b1-b2=l a3-a2=d a3-b2=d c3-b2=d
13	white c1 a2 b2 | black a1 c2 a3 | white to move | quiet 10	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
0	white a2 b3 c3 | black a1 c1 a3 | black to move | quiet 3	w	a1-b1=l a1-b2=w c1-b1=l c1-b2=d c1-c2=d a3-b2=l
0	white a2 b2 b3 | black a1 c1 a3 | white to move | quiet 2	d	b2-b1=l b2-c2=l b2-c3=l b3-c3=d
0	white b1 c2 b3 | black c1 a2 a3 | black to move | quiet 3	w	c1-b2=l a2-a1=l a2-b2=w a3-b2=d
5	white a1 c2 b3 | black b1 b2 a3 | white to move | quiet 2	d	a1-a2=l c2-c1=d c2-c3=l b3-c3=l
12	white b1 c2 a3 | black a1 c1 b3 | black to move | quiet 9	d	a1-a2=d a1-b2=d c1-b2=d b3-b2=l b3-c3=d
5	white c1 a2 c3 | black a1 b2 c2 | black to move | quiet 5	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
12	white a2 b2 b3 | black b1 c2 a3 | black to move | quiet 15	d	b1-a1=d b1-c1=l c2-c1=l c2-c3=d
13	white b1 b2 c3 | black a1 c2 b3 | black to move | quiet 17	d	a1-a2=l c2-c1=d b3-a3=l
13	white b1 b2 c3 | black c2 a3 b3 | black to move | quiet 1	l	c2-c1=l a3-a2=l
14	white a1 c1 b3 | black b1 b2 a3 | black to move | quiet 21	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
13	white a2 b2 c3 | black a1 c2 b3 | black to move | quiet 45	d	a1-b1=l c2-c1=l b3-a3=d
10	white b1 a3 c3 | black b2 c2 b3 | white to move | quiet 14	w	b1-a1=d b1-c1=w a3-a2=d
0	white c1 b2 b3 | black b1 a2 c3 | black to move | quiet 1	d	b1-a1=l a2-a1=l a2-a3=d c3-c2=l
0	white c1 a2 b3 | black a1 b2 a3 | white to move | quiet 6	w	c1-b1=w c1-c2=d b3-c3=d
0	white b1 a2 b3 | black a1 b2 a3 | black to move | quiet 3	l	b2-c1=l b2-c2=l b2-c3=l
13	white a1 b2 c2 | black c1 a2 c3 | white to move | quiet 24	d	a1-b1=l b2-b1=l b2-a3=d b2-b3=d
7	white a1 c1 a3 | black b1 a2 b3 | white to move | quiet 16	w	a1-b2=w c1-b2=d c1-c2=l a3-b2=d
11	white a1 c2 a3 | black c1 a2 c3 | white to move | quiet 2	d	a1-b1=d a1-b2=d c2-b2=d a3-b2=d a3-b3=d
11	white c1 b2 c3 | black b1 c2 b3 | white to move | quiet 12	l	b2-a1=l b2-a2=l b2-a3=l
5	white b2 c2 a3 | black b1 a2 c3 | black to move | quiet 3	d	b1-a1=l b1-c1=d a2-a1=l c3-b3=l
10	white b1 c2 a3 | black c1 a2 b2 | black to move | quiet 1	d	a2-a1=l b2-a1=l b2-b3=d b2-c3=d
0	white b1 c2 a3 | black c1 a2 b2 | black to move | quiet 9	d	a2-a1=l b2-a1=l b2-b3=d b2-c3=d
0	white c1 a2 b3 | black a1 b1 c3 | black to move | quiet 9	w	a1-b2=d b1-b2=w c3-b2=l c3-c2=l
0	white b2 b3 c3 | black a1 c1 a2 | black to move | quiet 15	w	a1-b1=l c1-b1=l c1-c2=l a2-a3=w
6	white a1 c2 b3 | black b1 c1 b2 | black to move | quiet 1	l	b2-a2=l b2-a3=l b2-c3=l
14	white a2 b2 c3 | black c1 c2 b3 | black to move | quiet 1	l	c1-b1=l b3-a3=l
10	white b1 c2 b3 | black c1 a2 c3 | black to move | quiet 7	d	c1-b2=d a2-a1=l a2-b2=d a2-a3=l c3-b2=d
14	white b1 a2 c3 | black a1 b2 b3 | white to move | quiet 20	d	b1-c1=l a2-a3=d c3-c2=l
5	white b1 a2 b2 | black a1 c2 b3 | white to move | quiet 2	d	b1-c1=d a2-a3=d b2-c1=l b2-a3=l b2-c3=d
0	white a1 c2 a3 | black c1 a2 b3 | white to move	d	a1-b1=d a1-b2=d c2-b2=l c2-c3=d a3-b2=d
5	white b1 b2 c2 | black c1 a3 c3 | black to move | quiet 15	d	a3-a2=d a3-b3=l c3-b3=l
8	white a1 c1 b3 | black b1 b2 c3 | black to move | quiet 9	d	b2-a2=d b2-c2=l b2-a3=d c3-c2=l
0	white c2 a3 b3 | black a1 a2 b2 | black to move | quiet 21	l	a1-b1=l b2-b1=l b2-c1=l b2-c3=l
13	white c1 b2 b3 | black b1 c2 a3 | black to move | quiet 53	d	b1-a1=l c2-c3=d a3-a2=l
13	white a1 c2 b3 | black c1 a2 b2 | white to move | quiet 40	d	a1-b1=l c2-c3=l b3-a3=d b3-c3=l
1	white a1 c1 c3 | black b1 a2 c2 | white to move | quiet 16	w	a1-b2=d c1-b2=w c3-b2=d c3-b3=l
13	white c1 a2 b3 | black b1 b2 c3 | white to move | quiet 56	d	c1-c2=l a2-a1=d a2-a3=l b3-a3=l
11	white b1 c2 b3 | black a2 b2 c3 | white to move | quiet 8	d	b1-a1=d b1-c1=l c2-c1=l b3-a3=l
11	white a1 b2 a3 | black c1 a2 c3 | black to move | quiet 3	d	c1-b1=d c1-c2=l c3-c2=l c3-b3=d
14	white a1 c2 b3 | black c1 a2 c3 | white to move | quiet 36	d	a1-b1=d a1-b2=l c2-b2=d b3-b2=d b3-a3=d
13	white b1 b2 a3 | black a1 c2 b3 | black to move | quiet 1	d	a1-a2=l c2-c1=d c2-c3=l b3-c3=l
11	white a1 a3 c3 | black c1 a2 b3 | black to move | quiet 5	d	c1-b1=l c1-b2=d c1-c2=l a2-b2=d b3-b2=d
6	white a1 c2 c3 | black c1 a2 b2 | white to move	l	a1-b1=l c3-b3=l
6	white a1 b3 c3 | black a2 b2 a3 | white to move	w	a1-b1=l c3-c2=w
5	white b1 b2 a3 | black a1 c1 b3 | white to move | quiet 8	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
14	white c1 b2 c3 | black a1 c2 b3 | white to move | quiet 10	d	c1-b1=d b2-b1=l b2-a2=d b2-a3=d
11	white a1 c2 b3 | black a2 b2 c3 | black to move | quiet 9	d	a2-a3=l b2-b1=d b2-c1=d b2-a3=l
2	white c2 a3 c3 | black c1 a2 b3 | black to move | quiet 3	w	c1-b1=d c1-b2=d a2-a1=d a2-b2=w b3-b2=d
14	white c1 a2 c3 | black b2 c2 a3 | black to move | quiet 7	d	b2-a1=d b2-b1=d b2-b3=l a3-b3=l
13	white b1 c2 a3 | black c1 a2 c3 | black to move | quiet 33	d	c1-b2=d a2-a1=d a2-b2=l c3-b2=d c3-b3=d
8	white a1 c1 b3 | black b1 a2 c2 | white to move | quiet 2	d	a1-b2=d c1-b2=d b3-b2=d b3-a3=l b3-c3=l
12	white a1 c1 b2 | black b1 a2 a3 | white to move	w	c1-c2=w b2-c2=l b2-b3=d b2-c3=d
8	white a1 c2 b3 | black b1 a3 c3 | black to move | quiet 3	d	b1-c1=d b1-b2=l a3-a2=d a3-b2=d c3-b2=d
12	white c1 a2 b3 | black b1 c2 a3 | white to move | quiet 14	d	c1-b2=d a2-a1=d a2-b2=d b3-b2=d b3-c3=d
13	white a1 c2 a3 | black a2 b2 c3 | black to move | quiet 27	d	b2-b1=d b2-c1=d b2-b3=l c3-b3=l
11	white a1 c1 c3 | black b1 c2 b3 | black to move | quiet 13	w	b1-b2=d c2-b2=w b3-b2=d b3-a3=l
6	white a1 b2 c2 | black b1 c1 a2 | white to move | quiet 4	w	b2-a3=d b2-b3=d b2-c3=l c2-c3=w
0	white a2 c2 c3 | black b1 c1 a3 | white to move	w	a2-a1=l a2-b2=l c2-b2=w c3-b2=w c3-b3=l
0	white c1 a3 b3 | black a1 a2 b2 | white to move | quiet 16	w	c1-b1=w c1-c2=w b3-c3=w
13	white b1 b2 a3 | black a1 c1 b3 | white to move | quiet 38	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
14	white b1 a2 c3 | black a1 b2 a3 | black to move | quiet 19	d	b2-c1=d b2-c2=d b2-b3=l a3-b3=d
14	white a1 c1 b3 | black b1 a2 c3 | black to move | quiet 1	d	b1-b2=d a2-b2=d a2-a3=d c3-b2=l c3-c2=d
13	white b1 c2 a3 | black a2 b2 c3 | white to move | quiet 28	d	b1-a1=d b1-c1=l c2-c1=l a3-b3=l
0	white a2 c2 b3 | black a1 b1 b2 | black to move | quiet 17	w	b1-c1=w b2-c1=w b2-a3=l b2-c3=l
13	white c1 a2 b3 | black b1 b2 c3 | white to move | quiet 18	d	c1-c2=l a2-a1=d a2-a3=l b3-a3=l
0	white c1 a2 c3 | black a1 b2 a3 | black to move | quiet 7	d	a1-b1=d b2-b1=l b2-c2=d b2-b3=l a3-b3=d
10	white c1 b2 b3 | black b1 a2 c3 | black to move | quiet 13	d	b1-a1=l a2-a1=l a2-a3=d c3-c2=l
7	white a1 b2 a3 | black c1 b3 c3 | black to move | quiet 1	l	c1-b1=l c1-c2=l c3-c2=l
0	white a1 b2 a3 | black c1 a2 c3 | white to move | quiet 2	d	a1-b1=d b2-b1=l b2-c2=d b2-b3=l a3-b3=d
7	white a1 c2 b3 | black c1 b2 c3 | white to move | quiet 4	w	a1-b1=w a1-a2=d b3-a3=d
1	white a1 c2 b3 | black b1 a3 c3 | white to move | quiet 2	d	a1-a2=d a1-b2=l c2-c1=d c2-b2=d b3-b2=d
13	white a1 c1 b3 | black b1 a3 c3 | white to move | quiet 20	d	a1-a2=d a1-b2=d c1-b2=d c1-c2=d b3-b2=d
4	white a1 c1 a2 | black b2 a3 c3 | black to move | quiet 1	w	b2-b1=d b2-c2=l b2-b3=w a3-b3=l c3-c2=d c3-b3=w
13	white c1 b2 c3 | black a1 c2 a3 | black to move | quiet 51	d	a1-b1=d a1-a2=l a3-a2=l a3-b3=d
13	white c1 a2 b2 | black b1 c2 a3 | black to move | quiet 9	d	b1-a1=d c2-c3=l a3-b3=l
3	white a2 a3 c3 | black b1 b2 c2 | white to move | quiet 2	w	a2-a1=w a3-b3=d c3-b3=l
12	white a2 b2 c3 | black a1 c2 a3 | black to move | quiet 7	d	a1-b1=l c2-c1=l a3-b3=d
0	white b2 c2 b3 | black b1 a2 a3 | black to move | quiet 1	w	b1-a1=w b1-c1=w a2-a1=l
7	white a1 c1 a3 | black a2 b2 c3 | white to move	d	a1-b1=l c1-b1=l c1-c2=d a3-b3=l
14	white c1 a2 c3 | black a1 c2 a3 | black to move | quiet 7	d	a1-b1=d a1-b2=d c2-b2=d a3-b2=d a3-b3=d
11	white a1 b1 b3 | black c1 a2 b2 | white to move	l	b3-a3=l b3-c3=l
10	white b1 a2 b3 | black a1 a3 c3 | black to move | quiet 7	w	a1-b2=d a3-b2=w c3-b2=d c3-c2=l
12	white b1 b2 a3 | black a1 c1 b3 | white to move | quiet 2	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
0	white c2 a3 c3 | black b1 c1 b2 | white to move | quiet 26	l	a3-a2=l a3-b3=l c3-b3=l
13	white c1 a2 b2 | black a1 c2 a3 | black to move | quiet 23	d	a1-b1=d c2-c3=l a3-b3=l
13	white a1 b2 b3 | black b1 a3 c3 | white to move | quiet 18	d	a1-a2=l b2-c1=d b2-a2=l b2-c2=d
11	white b2 c2 a3 | black c1 a2 b3 | white to move | quiet 6	d	b2-a1=d b2-b1=d b2-c3=l c2-c3=l
6	white a1 c2 c3 | black b1 c1 b2 | white to move	w	a1-a2=l c3-b3=w
12	white c1 a2 c3 | black b2 c2 b3 | black to move | quiet 11	d	b2-a1=d b2-b1=d b2-a3=l b3-a3=d
13	white b2 c2 a3 | black b1 a2 c3 | black to move | quiet 25	d	b1-a1=l b1-c1=d a2-a1=l c3-b3=l
10	white b1 b2 c2 | black c1 a2 b3 | black to move | quiet 3	d	a2-a1=d a2-a3=l b3-a3=l b3-c3=d
10	white b1 c2 b3 | black c1 a3 c3 | black to move | quiet 17	w	c1-b2=d a3-a2=l a3-b2=d c3-b2=w
5	white b2 c2 a3 | black c1 a2 c3 | white to move | quiet 4	d	b2-a1=d b2-b1=d b2-b3=l a3-b3=l
8	white a1 c1 b2 | black b1 a2 c2 | black to move | quiet 7	d	a2-a3=d c2-c3=d
14	white b1 a3 c3 | black a1 c1 b3 | black to move | quiet 13	d	a1-a2=d a1-b2=d c1-b2=d c1-c2=d b3-b2=d
13	white a1 c2 a3 | black c1 a2 b3 | white to move | quiet 36	d	a1-b1=d a1-b2=d c2-b2=l c2-c3=d a3-b2=d
10	white c1 a3 c3 | black b2 c2 b3 | black to move | quiet 15	l	b2-a1=l b2-b1=l b2-a2=l
13	white a1 b2 c2 | black b1 a2 c3 | black to move | quiet 29	d	b1-c1=d a2-a3=l c3-b3=l
0	white b2 c2 b3 | black a1 c1 a2 | white to move | quiet 12	w	b2-b1=d b2-a3=w b2-c3=l c2-c3=l b3-a3=d b3-c3=l
9	white a1 b2 b3 | black b1 c2 a3 | black to move | quiet 7	d	b1-c1=l c2-c1=l c2-c3=d a3-a2=l
5	white a1 c1 b3 | black b1 a2 b2 | white to move | quiet 8	w	c1-c2=d b3-a3=w b3-c3=d
0	white c2 a3 b3 | black b1 a2 c3 | black to move | quiet 5	w	b1-a1=l b1-c1=d b1-b2=w a2-a1=l a2-b2=w c3-b2=l
11	white a1 b2 c2 | black b1 a2 c3 | white to move | quiet 10	d	b2-c1=l b2-a3=d b2-b3=d c2-c1=l
6	white a1 b1 c3 | black c1 b2 b3 | white to move	l	a1-a2=l c3-c2=l
11	white b1 a3 c3 | black a1 c1 b3 | black to move | quiet 1	d	a1-a2=d a1-b2=d c1-b2=d c1-c2=d b3-b2=d
1	white a1 c1 b3 | black b1 a2 b2 | white to move | quiet 14	w	c1-c2=d b3-a3=w b3-c3=d
8	white c1 a2 b3 | black b1 a3 c3 | black to move | quiet 3	d	b1-a1=d b1-b2=l a3-b2=d c3-b2=d c3-c2=d
0	white a2 b2 b3 | black b1 c1 a3 | black to move | quiet 1	d	b1-a1=d c1-c2=d
13	white a2 b2 c3 | black a1 c2 a3 | white to move | quiet 8	d	b2-b1=d b2-c1=d b2-b3=l c3-b3=l
5	white b1 a2 b2 | black a1 c2 a3 | black to move | quiet 5	w	c2-c1=w c2-c3=d a3-b3=d
11	white c1 b2 c3 | black a1 a2 b3 | white to move | quiet 2	w	c1-b1=l c1-c2=l b2-b1=l b2-c2=w b2-a3=d c3-c2=l
14	white c1 a2 b3 | black b2 c2 a3 | white to move | quiet 6	d	c1-b1=l a2-a1=l b3-c3=d
10	white a1 a2 b2 | black b1 c1 a3 | white to move	l	b2-c2=l b2-b3=l b2-c3=l
13	white a1 c2 a3 | black c1 a2 b2 | black to move | quiet 33	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
14	white a1 c1 b3 | black b1 b2 a3 | black to move | quiet 11	d	b2-a2=l b2-c2=d b2-c3=d a3-a2=l
7	white b1 c2 a3 | black c1 a2 b3 | black to move | quiet 3	d	c1-b2=d a2-a1=d a2-b2=d b3-b2=d b3-c3=d
0	white b2 c2 b3 | black b1 c1 a2 | black to move | quiet 11	w	b1-a1=l a2-a1=w a2-a3=w
6	white a1 c2 b3 | black b1 b2 a3 | white to move | quiet 4	d	a1-a2=l c2-c1=d c2-c3=l b3-c3=l
11	white b1 c2 a3 | black c1 b2 b3 | black to move | quiet 21	d	b2-a1=d b2-a2=d b2-c3=l b3-c3=l
0	white c1 a2 b3 | black a1 b2 a3 | white to move | quiet 2	w	c1-b1=w c1-c2=d b3-c3=d
7	white a1 c2 b3 | black c1 a2 c3 | black to move | quiet 3	d	c1-b1=d c1-b2=d a2-b2=l a2-a3=d c3-b2=d
0	white c1 a2 a3 | black a1 b1 c3 | black to move | quiet 13	w	a1-b2=w b1-b2=w c3-b2=l c3-c2=l c3-b3=l
2	white c1 a2 c2 | black b1 b2 c3 | black to move | quiet 1	w	b1-a1=w b2-a1=l b2-a3=l b2-b3=l c3-b3=w
5	white b2 c2 b3 | black b1 a3 c3 | black to move | quiet 9	w	b1-a1=d b1-c1=w a3-a2=d
3	white c1 a3 c3 | black b1 b2 c2 | black to move | quiet 1	d	b1-a1=d b2-a1=l b2-a2=l b2-b3=l
10	white c1 a2 b2 | black a1 c2 b3 | black to move | quiet 1	d	a1-b1=l c2-c3=l b3-a3=d b3-c3=l
0	white a2 c2 c3 | black a1 b1 b2 | white to move | quiet 16	w	a2-a3=l c2-c1=w c3-b3=l
13	white a1 c1 b2 | black b1 a2 c3 | white to move | quiet 60	d	c1-c2=d b2-c2=l b2-a3=d b2-b3=d
12	white a2 b2 b3 | black a1 c2 a3 | white to move | quiet 16	d	b2-b1=d b2-c1=d b2-c3=l b3-c3=d
1	white a1 b2 c2 | black b1 a3 c3 | white to move | quiet 10	w	a1-a2=w b2-c1=l b2-a2=l b2-b3=d c2-c1=d
13	white c1 a2 b3 | black b2 c2 a3 | white to move | quiet 12	d	c1-b1=l a2-a1=l b3-c3=d
6	white c1 a2 b2 | black a1 c2 b3 | black to move | quiet 7	d	a1-b1=l c2-c3=l b3-a3=d b3-c3=l
8	white a1 c1 b3 | black b1 c2 a3 | black to move | quiet 1	d	b1-b2=d c2-b2=d c2-c3=d a3-a2=d a3-b2=l
13	white a1 c2 a3 | black c1 a2 b3 | white to move | quiet 42	d	a1-b1=d a1-b2=d c2-b2=l c2-c3=d a3-b2=d
14	white c1 a2 b2 | black a1 c2 a3 | white to move | quiet 16	d	c1-b1=l b2-b1=l b2-b3=d b2-c3=d
5	white c1 a2 b3 | black a1 c2 c3 | white to move | quiet 2	w	c1-b1=l c1-b2=l a2-b2=w a2-a3=l b3-b2=w b3-a3=l
5	white b1 c2 a3 | black c1 b3 c3 | black to move | quiet 3	d	c1-b2=l b3-b2=l c3-b2=d
14	white b2 a3 c3 | black c1 c2 b3 | white to move	w	b2-a1=d b2-b1=d b2-a2=l a3-a2=w
0	white b1 b3 c3 | black a1 c1 a2 | white to move | quiet 14	w	b1-b2=l b3-b2=w b3-a3=d c3-b2=w c3-c2=d
13	white b2 a3 c3 | black a1 c2 b3 | white to move | quiet 6	d	b2-b1=d b2-c1=d b2-a2=l a3-a2=d
7	white b1 b2 c2 | black a1 c1 c3 | white to move | quiet 2	l	b2-a2=l b2-a3=l b2-b3=l
7	white b1 b2 c2 | black c1 a2 b3 | white to move	d	b1-a1=d b2-a1=l b2-a3=d b2-c3=l c2-c3=d
0	white a1 c2 c3 | black b1 c1 b3 | white to move | quiet 6	w	a1-a2=l a1-b2=l c2-b2=w c3-b2=w
1	white a1 c1 b2 | black b1 a3 b3 | white to move | quiet 8	w	a1-a2=w c1-c2=w b2-a2=l b2-c2=l b2-c3=l
10	white a1 a2 c2 | black b1 c1 a3 | black to move | quiet 1	w	b1-b2=w c1-b2=w a3-b2=l a3-b3=l
0	white b2 c2 c3 | black a1 c1 a2 | black to move | quiet 19	w	a1-b1=w c1-b1=l a2-a3=w
5	white a1 b1 b2 | black c1 a2 c3 | white to move | quiet 12	l	b2-c2=l b2-a3=l b2-b3=l
